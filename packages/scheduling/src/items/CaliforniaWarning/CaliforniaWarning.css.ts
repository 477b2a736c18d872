import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

const { warning: tone } = vars.color.feedback;

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[2],
  border: `1px solid ${tone.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: tone.background,
  color: tone.text,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const icon = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  // The warning's web address is one long word: it wraps rather than widening a narrow cell.
  overflowWrap: 'anywhere',
});
