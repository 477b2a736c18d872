import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// The drawers' forms: one field under another, the buttons in the drawer's footer row.
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});
