import { vars } from '@aisle/tokens';
import { style } from '@vanilla-extract/css';

/** One day: the whole 96 px slot is the button. */
export const day = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '72px',
  margin: 0,
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
    '&[aria-pressed="true"]': {
      borderColor: vars.color.action.primary.background,
      boxShadow: `inset 0 0 0 1px ${vars.color.action.primary.background}`,
      fontWeight: vars.font.weight.semibold,
    },
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.sunken },
    '&:disabled': {
      backgroundColor: vars.color.action.disabled.background,
      color: vars.color.action.disabled.text,
      cursor: 'not-allowed',
    },
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-pressed="true"]': { borderWidth: '3px' }, '&:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
});

/** The dollar signs, or 'Unavailable'. */
export const detail = style({ color: vars.color.text.secondary, fontWeight: vars.font.weight.regular });
