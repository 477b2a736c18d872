import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';
const enter = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space[4]})` } });
const exit = keyframes({ to: { opacity: 0, transform: 'scale(0.95)' } });

/**
 * Phones: a full-width stack at the bottom, above the home indicator. From `md` up: bottom right
 * (left in right-to-left pages), clear of the header. Empty space lets clicks through to the page.
 */
export const region = style([
  focusRing,
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: vars.space[4],
    bottom: `max(${vars.space[4]}, env(safe-area-inset-bottom))`,
    display: 'flex',
    flexDirection: 'column',
    pointerEvents: 'none',
    '@media': {
      [mediaQueries.mdUp]: {
        insetInlineStart: 'auto',
        insetInlineEnd: vars.space[6],
        bottom: vars.space[6],
        width: '24rem',
      },
    },
  },
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Errors stack above the rest; the gap between the two lists only when both have toasts.
  selectors: { '&:not(:empty) + &:not(:empty)': { marginTop: vars.space[2] } },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[4],
  border: '1px solid',
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  animation: `${enter} ${vars.motion.duration.moderate} ${vars.motion.easing.enter}`,
  selectors: {
    '&[data-state="closed"]': {
      animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.exit} forwards`,
    },
  },
  // Both states: the closed selector would otherwise outrank a plain class inside the query.
  '@media': { [reducedMotion]: { animation: 'none', selectors: { '&[data-state="closed"]': { animation: 'none' } } } },
});
