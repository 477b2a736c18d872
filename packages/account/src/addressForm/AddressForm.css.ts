import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** The form fills its container: the address-form modal caps it at 650 px (spec §2, §9). */
export const form = style({ width: '100%', margin: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

/** The buttons, side by side and wrapping on a narrow phone; the space comes from the theme scale. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginBlockStart: vars.space[2],
});
