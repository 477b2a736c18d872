import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const field = style({ flex: '1 1 12rem', minWidth: 0 });

// Beside the field from the first line of the field's box: the label sits above the input.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  paddingTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space[1]})`,
});
