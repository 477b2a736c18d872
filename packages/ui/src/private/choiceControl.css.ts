import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from './focusRing.css';

const { text, border, surface, action } = vars.color;
const boxSize = '20px';

/**
 * Native checkboxes and radios, restyled with `appearance: none` and a `::before` mark so the
 * banner colours apply. In forced-colours mode the native control comes back.
 */
const choiceBase = style([
  focusRing,
  {
    appearance: 'none',
    boxSizing: 'border-box',
    display: 'grid',
    placeContent: 'center',
    flexShrink: 0,
    width: boxSize,
    height: boxSize,
    margin: 0,
    border: `2px solid ${border.strong}`,
    backgroundColor: surface.raised,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&::before': { content: '""', opacity: 0 },
      '&:hover:not(:disabled)': { borderColor: text.primary },
      '&[aria-invalid="true"]:not(:disabled), [aria-invalid="true"] &:not(:disabled)': { borderColor: text.danger },
      '&:disabled': { borderColor: border.default, backgroundColor: action.disabled.background, cursor: 'not-allowed' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
      '(forced-colors: active)': { appearance: 'auto', selectors: { '&::before': { display: 'none' } } },
    },
  },
]);

export const checkbox = style([
  choiceBase,
  {
    borderRadius: vars.radius.sm,
    selectors: {
      '&:checked, &:indeterminate': {
        backgroundColor: action.primary.background,
        borderColor: action.primary.background,
      },
      '&:checked:disabled, &:indeterminate:disabled': {
        backgroundColor: action.disabled.text,
        borderColor: action.disabled.text,
      },
      // A tick drawn from two borders of a small rotated box.
      '&:checked::before': {
        width: '5px',
        height: '10px',
        marginBlockStart: '-2px',
        borderInlineEnd: `2px solid ${action.primary.text}`,
        borderBlockEnd: `2px solid ${action.primary.text}`,
        transform: 'rotate(45deg)',
        opacity: 1,
      },
      '&:indeterminate::before': { width: '10px', height: '2px', backgroundColor: action.primary.text, opacity: 1 },
      '&:disabled::before': { borderColor: action.disabled.background },
      '&:indeterminate:disabled::before': { backgroundColor: action.disabled.background },
    },
  },
]);

// Filled when chosen, like the checkbox: the dot is `action.primary.text` on the primary colour,
// so it reads at 4.5:1 even where the primary colour itself is pale on white.
export const radio = style([
  choiceBase,
  {
    borderRadius: vars.radius.full,
    selectors: {
      '&:checked': { backgroundColor: action.primary.background, borderColor: action.primary.background },
      '&:checked::before': {
        width: '8px',
        height: '8px',
        borderRadius: vars.radius.full,
        backgroundColor: action.primary.text,
        opacity: 1,
      },
      '&:checked:disabled': { backgroundColor: action.disabled.text, borderColor: action.disabled.text },
      '&:checked:disabled::before': { backgroundColor: action.disabled.background },
    },
  },
]);

/** A control beside its label, hint and error; the row is at least 44 px tall to be easy to hit. */
export const choiceRow = style({
  display: 'grid',
  gridTemplateColumns: `${boxSize} minmax(0, 1fr)`,
  columnGap: vars.space[3],
  alignItems: 'start',
  fontFamily: vars.font.family.body,
  color: text.primary,
});

/** Centres the box on the first line of the label, inside a 44 px tall target. */
export const choiceControlCell = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
});

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  // Lines the label's first line up with the box: (44 px − one line) / 2.
  paddingBlock: `calc((44px - ${vars.font.size.md} * ${vars.font.lineHeight.snug}) / 2)`,
});

export const choiceLabel = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  selectors: { [`${choiceRow}:has(input:disabled) &`]: { color: action.disabled.text, cursor: 'not-allowed' } },
});
