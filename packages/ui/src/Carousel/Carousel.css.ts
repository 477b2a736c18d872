import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

/** Every item's width, from the `itemWidth` prop. */
export const itemWidth = createVar();

const { secondary, disabled } = vars.color.action;

// The buttons hug the items, so a few items on a wide screen do not leave Next far away.
export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const viewport = style([
  focusRing,
  {
    display: 'flex',
    // The containing block of what its items position absolutely (their visually hidden words):
    // without it they escape the scroll area's clipping and widen the whole page (the cart was
    // 749 px wide at 375).
    position: 'relative',
    minWidth: 0,
    gap: vars.space[2],
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    scrollBehavior: 'smooth',
    scrollbarWidth: 'none',
    // Room for the items' focus rings, which the scroll area would otherwise clip.
    padding: vars.space[1],
    scrollPaddingInline: vars.space[1],
    '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
  },
]);

export const slide = style({ flex: `0 0 ${itemWidth}`, minWidth: 0, scrollSnapAlign: 'start' });

export const control = style([
  focusRing,
  {
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space[10],
    height: vars.space[10],
    padding: 0,
    border: `1px solid ${secondary.border}`,
    borderRadius: vars.radius.full,
    backgroundColor: secondary.background,
    color: secondary.text,
    fontSize: vars.font.size.lg,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { backgroundColor: secondary.backgroundHover },
      '&[aria-disabled="true"]': {
        borderColor: 'transparent',
        backgroundColor: disabled.background,
        color: disabled.text,
        cursor: 'not-allowed',
      },
      '[dir="rtl"] &': { transform: 'scaleX(-1)' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
  },
]);
