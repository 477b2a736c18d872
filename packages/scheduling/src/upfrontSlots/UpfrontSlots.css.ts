import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// min-width 0 down the tree: the days scroll inside their carousel and never widen a host's layout.
export const slots = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const held = style({
  margin: 0,
  padding: vars.space[3],
  border: `1px solid ${vars.color.feedback.success.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.feedback.success.background,
  color: vars.color.feedback.success.text,
});

export const expired = style([
  held,
  {
    borderColor: vars.color.feedback.warning.border,
    backgroundColor: vars.color.feedback.warning.background,
    color: vars.color.feedback.warning.text,
  },
]);
