import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// The ship step's card reads as the order-complete page's details: label over value.
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  maxWidth: '36rem',
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 });

export const term = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
