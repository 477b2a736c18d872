import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const dashboard = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const greeting = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.lg });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.mdUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lgUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: '4rem',
  padding: vars.space[4],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong, color: vars.color.text.linkHover, textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const arrow = style({ fontSize: vars.font.size.xl, lineHeight: 1 });
