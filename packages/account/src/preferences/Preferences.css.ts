import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const preferences = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  '@media': { [mediaQueries.mdUp]: { gap: vars.space[8] } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const sectionHeading = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const failure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** One column on phones, two from md so long category lists stay short. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  '@media': { [mediaQueries.mdUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[6] } },
});

export const saved = style({
  margin: 0,
  color: vars.color.text.primary,
  selectors: { '&:empty': { display: 'none' } },
});

export const smsList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const smsItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border.default}`,
});

export const smsTitle = style({ margin: 0, color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });
