import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const list = style({ margin: 0, paddingInlineStart: vars.space[6] });

export const stacked = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
});
