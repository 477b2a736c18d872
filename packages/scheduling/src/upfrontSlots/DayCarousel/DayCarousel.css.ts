import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

// A fieldset is as wide as its content by default: without min-width 0 the days would widen the page.
export const days = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

/** One day: the whole 96 px slot chooses it. */
export const day = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '72px',
  padding: vars.space[2],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.sunken },
    // The chosen day: a second pixel of border drawn inside, so nothing moves.
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

/** The radio itself stays in place for the keyboard and screen readers, but the tile is what shows. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const label = style({ whiteSpace: 'nowrap' });

/** The cheapest time, or 'No times'. */
export const detail = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
});
