import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

/** The toggle sits under the table's first column, only as wide as its words. */
export const toggle = style({ alignSelf: 'flex-start' });
