import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

// A quiet line above the store list: delivery is the other answer to the same postal code.
export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.sunken,
});

export const text = style({ margin: 0 });
