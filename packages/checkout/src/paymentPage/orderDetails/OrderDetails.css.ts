import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// The time and the place: stacked on a phone, side by side from 480 px.
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  margin: 0,
  '@media': { [mediaQueries.smUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const term = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const value = style({ margin: 0, display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

export const line = style({ display: 'block' });
