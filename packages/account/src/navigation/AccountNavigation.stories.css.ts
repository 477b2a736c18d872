import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

/** A stand-in for the page's content. */
export const placeholder = style({
  margin: 0,
  padding: vars.space[4],
  backgroundColor: vars.color.surface.sunken,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});
