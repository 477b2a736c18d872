import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
