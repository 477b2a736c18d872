import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/**
 * Each step's heading takes focus so that the step is announced; it is not a control, so it shows
 * no focus ring (nothing can be done to it) and tabbing goes on from it as usual.
 */
export const heading = style({
  selectors: { '&:focus': { outline: 'none' } },
});

/** The how-it-works topics, one under another with their words beneath. */
export const topics = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topicTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const topicBody = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const privacy = style({
  margin: 0,
  fontSize: vars.font.size.sm,
});
