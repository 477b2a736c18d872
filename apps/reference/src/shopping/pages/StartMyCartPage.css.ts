import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const department = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** Two cards a row on a phone, as many as fit from there on. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(10rem, calc(50% - 0.5rem)), 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.mdUp]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const name = style({
  margin: 0,
  marginBlockStart: vars.space[2],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const size = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const price = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  fontWeight: vars.font.weight.semibold,
});

export const promo = style({ color: vars.color.text.danger });

export const regular = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

/** The control sits at the card's foot, so a row's controls line up whatever the names' lengths. */
export const action = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space[2] });

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const count = style({ minInlineSize: '2ch', textAlign: 'center', fontWeight: vars.font.weight.semibold });

/** Stays at the window's foot while the shopper scrolls, so the count and the way on are always in reach. */
export const summary = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});

export const summaryText = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const cartLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.control,
  background: vars.color.action.primary.background,
  color: vars.color.action.primary.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});
