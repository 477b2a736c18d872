import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** A card form: its fields one above another, from the theme's space scale. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], margin: 0 });

/** Two fields side by side where there is room (names, expiry, city and state). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
});

/** A line of help under the fields ('keep your card', why a button is disabled). */
export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
