import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';
import { frameAspectRatio } from '../items/StaticMap/StaticMap.css';

// One readable column at every width; min-width 0 keeps the day carousel from widening it at 320 px.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  maxWidth: '48rem',
  minWidth: 0,
  marginInline: 'auto',
  padding: vars.space[4],
  boxSizing: 'border-box',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

// A panel holding a link sits on the raised surface (house rule).
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  textAlign: 'center',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
});

export const emptyText = style({ margin: 0 });

// The destination's line and its map: stacked on a phone, the map a strip across the column; side
// by side from 480 px, the map a small 2:1 picture at the line's end.
export const destination = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space[3],
  '@media': {
    [mediaQueries.smUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 14rem)' },
    [mediaQueries.mdUp]: { gridTemplateColumns: 'minmax(0, 1fr) 16rem' },
  },
});

export const map = style({
  vars: { [frameAspectRatio]: '3 / 1' },
  '@media': { [mediaQueries.smUp]: { vars: { [frameAspectRatio]: '2 / 1' } } },
});
