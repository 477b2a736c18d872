import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const narrow = style({ maxWidth: '28rem', marginInline: 'auto' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mediaQueries.mdUp]: { fontSize: vars.font.size['3xl'] } },
});

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.snug,
});

export const body = style({ margin: 0, color: vars.color.text.secondary });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const panel = style({
  padding: vars.space[4],
  borderRadius: vars.radius.card,
  background: vars.color.surface.sunken,
});

// Home and not-found lay themselves out without @aisle/ui's Box: they are in the first download,
// which Box's atomic classes would grow by a few kB (issue 14).
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const hero = style([column, { maxWidth: '40rem', paddingBlock: vars.space[8] }]);

/** A single column for pages outside the account layout (anonymous preferences). */
export const narrowWide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  maxWidth: '48rem',
});
