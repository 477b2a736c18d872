import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

// The inside of a feedback message (icon, heading, body), shared by Alert and Toast.

const { feedback } = vars.color;

/** The colours of each tone. "error" reads the `danger` tokens. */
export const feedbackTone = styleVariants(
  { info: feedback.info, success: feedback.success, warning: feedback.warning, error: feedback.danger },
  (colors) => ({ backgroundColor: colors.background, color: colors.text, borderColor: colors.border }),
);

export const feedbackIcon = style({
  flexShrink: 0,
  fontSize: vars.font.size.xl,
  // Centres the 1em icon on the first line of text.
  marginBlock: `calc((${vars.font.size.md} * ${vars.font.lineHeight.normal} - ${vars.font.size.xl}) / 2)`,
});

export const feedbackContent = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space[1] });

export const feedbackHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
});

export const feedbackBody = style({ margin: 0, overflowWrap: 'anywhere' });
