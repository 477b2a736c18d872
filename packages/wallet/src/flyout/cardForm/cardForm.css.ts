import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** The card forms: their fields one above another, from the theme's space scale. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
});

/** First and last name side by side where there is room. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
});

export const checkboxes = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
