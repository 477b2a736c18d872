import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// Raised, never sunken: the message may hold the 'Keep Shopping' link.
const panel = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
} as const;

/** A member's message: the success colour down its edge. */
export const member = style({
  ...panel,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStart: `4px solid ${vars.color.feedback.success.border}`,
});

/** The promo: the info colour down its edge. */
export const promo = style({
  ...panel,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStart: `4px solid ${vars.color.feedback.info.border}`,
});

export const text = style({
  margin: 0,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const disclaimer = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.xs });
