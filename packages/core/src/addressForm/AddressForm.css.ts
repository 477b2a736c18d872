import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/**
 * The form fills its container: the account's address modal caps it at 650 px (spec §2, §9). It is a
 * size container, so its rows follow the room the form has, not the viewport: beside the account
 * navigation on a tablet it has less than a phone held sideways.
 */
export const form = style({ width: '100%', margin: 0, containerType: 'inline-size' });

/** City, state or province and postal code: side by side once each has room for its label and value. */
export const locality = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space[4],
  '@container': { '(min-width: 36rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

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
