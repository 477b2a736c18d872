import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// The profile page's sections (the details, the preferred store) share their head: a heading with
// the section's one action beside it.

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

/** Heading and action side by side, the action wrapping under the heading on a narrow phone. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

/** Takes focus when the section's view closes, so a screen reader starts there; not a control, so no ring. */
export const heading = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' } },
});

/** A section that could not be read: the message, then 'Try again'. */
export const failure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
