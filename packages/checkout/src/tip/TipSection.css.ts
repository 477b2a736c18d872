import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

export const tip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

// 'Tip', its amount, then the button; the amount never wraps.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  columnGap: vars.space[3],
});

export const amount = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

// A form that fills its drawer: the field, then the footer.
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});
