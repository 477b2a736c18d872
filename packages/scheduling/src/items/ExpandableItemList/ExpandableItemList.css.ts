import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

/**
 * Holds the table while it grows or shrinks: the accordion transition is 300 ms (§9, the `slow`
 * motion token). With reduced motion the rows come and go at once. At rest it is only a box.
 */
export const frame = style({
  transitionProperty: 'height',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
});

/** The toggle sits under the table's first column, only as wide as its words. */
export const toggle = style({ alignSelf: 'flex-start' });
