import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

/** The one visible focus indicator: keyboard focus only, in the banner's `border.focus` colour. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
  '@media': {
    // Windows high contrast replaces colours; a system-coloured outline keeps focus visible there.
    '(forced-colors: active)': { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});
