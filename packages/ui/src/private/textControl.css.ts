import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from './focusRing.css';

const { text, border, surface, action } = vars.color;

/** Width of a prefix such as `$`, in the input's own `ch` units, set at run time. */
export const prefixWidth = createVar();

/** Holds the control and anything drawn over it (a prefix, a chevron). */
export const controlFrame = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The bordered box of text inputs and selects: 44 px tall, 16 px text so phones do not zoom. */
export const textControl = style([
  focusRing,
  {
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    minHeight: '44px',
    margin: 0,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[4],
    border: `1px solid ${border.strong}`,
    borderRadius: vars.radius.control,
    backgroundColor: surface.raised,
    color: text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
    selectors: {
      '&::placeholder': { color: text.secondary, opacity: 1 },
      // A text area's resize grip, drawn by us in the border's colour: the browser's own grip is
      // drawn differently from one Chromium release to the next, and does not follow the banner.
      '&::-webkit-resizer': {
        backgroundColor: 'transparent',
        backgroundImage: `linear-gradient(135deg, transparent 45%, ${border.strong} 45% 55%, transparent 55% 70%, ${border.strong} 70% 80%, transparent 80%)`,
      },
      '&:hover:not(:disabled):not([readonly])': { borderColor: text.primary },
      // A second pixel of border, drawn inside so nothing moves.
      '&[aria-invalid="true"]:not(:disabled)': {
        borderColor: text.danger,
        boxShadow: `inset 0 0 0 1px ${text.danger}`,
      },
      '&[readonly]:not(:disabled)': { backgroundColor: surface.sunken },
      '&:disabled': {
        backgroundColor: action.disabled.background,
        borderColor: border.default,
        color: action.disabled.text,
        cursor: 'not-allowed',
        opacity: 1,
      },
    },
  },
]);

/** Room for a prefix drawn over the start of the input. */
export const withPrefix = style({
  paddingInlineStart: `calc(${vars.space[4]} + ${prefixWidth} + ${vars.space[1]})`,
});

export const prefix = style({
  position: 'absolute',
  insetInlineStart: vars.space[4],
  color: text.secondary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  pointerEvents: 'none',
});

/** A select draws its own chevron, so leave room for it. */
export const selectControl = style({
  appearance: 'none',
  paddingInlineEnd: vars.space[10],
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    '&:hover:not(:disabled):not([aria-invalid="true"])': { borderColor: text.primary },
    // While the placeholder option is chosen it reads as a prompt, not a value.
    '&:has(option[value=""]:checked)': { color: text.secondary },
  },
});

export const selectOption = style({ color: text.primary });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[4],
  width: '16px',
  height: '16px',
  color: text.primary,
  pointerEvents: 'none',
});
