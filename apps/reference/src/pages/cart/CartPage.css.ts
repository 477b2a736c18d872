import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const thumbnail = style({ borderRadius: vars.radius.md, flexShrink: 0 });
