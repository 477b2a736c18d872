import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// A fieldset is as wide as its content by default: min-width 0 lets the pills wrap instead.
export const choice = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** One filter: a 44 px pill, the whole of it choosing; a long banner name wraps inside it. */
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  maxWidth: '100%',
  minHeight: '44px',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.sunken },
    // The chosen filter: a second pixel of border drawn inside, so nothing moves.
    '&:has(input:checked)': {
      borderColor: vars.color.action.secondary.border,
      boxShadow: `inset 0 0 0 1px ${vars.color.action.secondary.border}`,
      fontWeight: vars.font.weight.semibold,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&:has(input:checked)': { borderWidth: '3px' },
        '&:has(input:focus-visible)': { outlineColor: 'Highlight' },
      },
    },
  },
});

/** The radio stays in place for the keyboard and screen readers; the pill is what shows. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
