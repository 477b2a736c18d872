import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

/** A side column about as wide as the account pages give their navigation. */
export const storyPanel = style({ maxWidth: '280px' });

export const storyHeading = style({
  margin: 0,
  marginBlockEnd: vars.space[2],
  paddingInline: vars.space[4],
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
});
