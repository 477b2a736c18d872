import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

const { text } = vars.color;

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  color: text.secondary,
  fontSize: vars.font.size.sm,
});

export const preferred = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: text.primary,
  fontWeight: vars.font.weight.semibold,
});

export const balanceError = style({ color: text.danger, fontWeight: vars.font.weight.semibold });
