import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

const indicatorWidth = '3px';

export const list = style({
  display: 'flex',
  // Narrow screens scroll the triggers sideways instead of wrapping them; the browser scrolls a
  // trigger into view when the arrow keys focus it.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  // The baseline the selected indicator sits on; a shadow, so it never adds height.
  boxShadow: `inset 0 -1px 0 ${vars.color.border.default}`,
});

export const trigger = style([
  focusRing,
  {
    flexShrink: 0,
    minHeight: '44px',
    paddingInline: vars.space[4],
    paddingBlock: vars.space[2],
    border: 0,
    borderBottom: `${indicatorWidth} solid transparent`,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    // One weight for every state, so selecting a tab never shifts its neighbours.
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text.primary },
      '&[data-state="active"]': {
        color: vars.color.text.primary,
        borderBottomColor: vars.color.action.primary.background,
      },
      '&[data-disabled]': { color: vars.color.action.disabled.text, opacity: 0.6, cursor: 'not-allowed' },
      // The ring is drawn inside the trigger, because the list clips whatever overflows it, and
      // above the indicator, so a focused tab still shows whether it is selected.
      '&:focus-visible': { outlineOffset: `calc(-2 * ${vars.focus.ringWidth} - ${indicatorWidth})` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
      // Forced colours paint every border; keep only the selected one visible.
      '(forced-colors: active)': {
        borderBottomColor: 'Canvas',
        selectors: { '&[data-state="active"]': { borderBottomColor: 'Highlight' } },
      },
    },
  },
]);

export const content = style([focusRing, { paddingBlock: vars.space[4], color: vars.color.text.primary }]);
