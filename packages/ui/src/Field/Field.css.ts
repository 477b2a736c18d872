import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

const { text } = vars.color;

/** Label and hint above the control, messages below it. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.family.body,
  color: text.primary,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const label = style({
  display: 'block',
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: text.primary,
});

/**
 * Quieter than the label it follows; screen readers get `required` from the control instead. An
 * inline block, so a label too long for a narrow column breaks before it: there is no space
 * between the two, and a margin is no place to break a line.
 */
export const requiredMarker = style({
  display: 'inline-block',
  marginInlineStart: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: text.secondary,
});

const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const hint = style([message, { color: text.secondary }]);

export const error = style([message, { color: text.danger, fontWeight: vars.font.weight.medium }]);

/** The error on the start side, the count on the end side; they stack when space runs out. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
});

export const count = style([
  message,
  { marginInlineStart: 'auto', color: text.secondary, fontVariantNumeric: 'tabular-nums' },
]);

export const countOver = style({ color: text.danger, fontWeight: vars.font.weight.semibold });

// Read by screen readers, invisible on screen, no layout shift.
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
