import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontStyle: 'normal',
  color: vars.color.text.primary,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.danger,
});

export const loadError = style({
  margin: 0,
  color: vars.color.text.primary,
});
