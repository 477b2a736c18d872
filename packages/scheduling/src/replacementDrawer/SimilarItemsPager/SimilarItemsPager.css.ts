import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const status = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
