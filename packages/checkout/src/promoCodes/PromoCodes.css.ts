import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const promoCodes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

// The field takes the room; Apply sits level with the input box, under the label.
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
});

export const field = style({ flex: '1 1 12rem', minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const promo = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  columnGap: vars.space[3],
});

export const code = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const saving = style({ color: vars.color.text.success, fontSize: vars.font.size.sm });
