import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});
