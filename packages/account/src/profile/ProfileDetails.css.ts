import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const details = style({ display: 'grid', gap: vars.space[4], margin: 0 });

/** Label above value on phones; label beside value from md. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 'none' } },
  '@media': {
    [mediaQueries.mdUp]: { gridTemplateColumns: 'minmax(10rem, 14rem) minmax(0, 1fr)', gap: vars.space[4] },
  },
});

export const term = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const value = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  color: vars.color.text.primary,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const note = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
