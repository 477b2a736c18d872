import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

const indicatorWidth = vars.space[1];

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: '44px',
    paddingBlock: vars.space[2],
    paddingInlineStart: `calc(${vars.space[4]} - ${indicatorWidth})`,
    paddingInlineEnd: vars.space[4],
    borderInlineStart: `${indicatorWidth} solid transparent`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.sunken, textDecoration: 'underline' },
      '&[aria-current="page"]': {
        borderInlineStartColor: vars.color.action.secondary.border,
        backgroundColor: vars.color.surface.sunken,
        fontWeight: vars.font.weight.semibold,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
      // Forced colours paint every border; keep only the current item's.
      '(forced-colors: active)': {
        borderInlineStartColor: 'Canvas',
        selectors: { '&[aria-current="page"]': { borderInlineStartColor: 'Highlight' } },
      },
    },
  },
]);
