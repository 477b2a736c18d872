import { style } from '@vanilla-extract/css';

// The clip pattern: read by screen readers, invisible on screen, no layout shift.
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(hidden);

/** Hidden until focused: for skip links and similar keyboard-only affordances. */
export const focusable = style({
  selectors: {
    '&:not(:focus):not(:focus-within)': hidden,
  },
});
