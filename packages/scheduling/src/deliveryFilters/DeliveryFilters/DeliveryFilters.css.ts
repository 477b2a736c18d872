import { mediaQueries, vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** The choice above the toggle on phones; side by side from tablets up, the toggle at the end. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  minWidth: 0,
  '@media': {
    [mediaQueries.mdUp]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 20rem)',
      alignItems: 'start',
    },
  },
});
