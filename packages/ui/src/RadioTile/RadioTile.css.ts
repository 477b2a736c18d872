import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@aisle/tokens';

const { text, border, surface, action } = vars.color;

export const tileList = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** Radio, then title and description; the actions go under the text on phones and to the end from tablets up. */
export const tile = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr)',
  gridTemplateAreas: '"control body" ". actions"',
  columnGap: vars.space[3],
  rowGap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: surface.raised,
  fontFamily: vars.font.family.body,
  color: text.primary,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not(:has(input:disabled))': { borderColor: border.strong },
    // The chosen tile: a second pixel of border drawn inside, so nothing moves. The secondary
    // action border is the banner colour at 3:1 or more on the page, unlike a pale primary.
    '&:has(input:checked)': {
      borderColor: action.secondary.border,
      boxShadow: `inset 0 0 0 1px ${action.secondary.border}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focus.ringWidth} solid ${border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
    '[aria-invalid="true"] &:not(:has(input:checked))': { borderColor: text.danger },
    '&:has(input:disabled)': { backgroundColor: surface.sunken },
  },
  '@media': {
    [mediaQueries.mdUp]: {
      gridTemplateColumns: '20px minmax(0, 1fr) auto',
      gridTemplateAreas: '"control body actions"',
      alignItems: 'start',
    },
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
    '(forced-colors: active)': { selectors: { '&:has(input:checked)': { borderWidth: '3px' } } },
  },
});

/**
 * The radio keeps `focusRing`, but inside a tile the ring is drawn round the whole tile instead
 * (same width and colour), so focus does not show twice.
 */
export const tileRadio = style({
  selectors: { [`${tile} &:focus-visible`]: { outline: 'none' } },
});

/** Centres the radio on the title's first line. */
export const control = style({
  gridArea: 'control',
  display: 'flex',
  alignItems: 'center',
  height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.snug})`,
});

export const body = style({
  gridArea: 'body',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  // Stretches the label over the whole tile, so a click anywhere on it chooses the radio.
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  selectors: { [`${tile}:has(input:disabled) &`]: { color: action.disabled.text, cursor: 'not-allowed' } },
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: text.secondary,
  overflowWrap: 'anywhere',
});

/** Above the stretched label, so the actions keep their own clicks. */
export const actions = style({
  gridArea: 'actions',
  position: 'relative',
  zIndex: vars.zIndex.raised,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});
