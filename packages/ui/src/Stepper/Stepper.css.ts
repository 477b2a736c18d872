import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

// A brand-coloured line that keeps 3:1 against the page in every banner (WCAG 1.4.11).
const line = vars.color.action.secondary.border;
const markerSize = vars.space[8];

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Items shrink only by shortening their connector; the last has none, so it never shrinks.
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  minWidth: 0,
  selectors: { '&:last-child': { flexShrink: 0 } },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space[2],
  maxWidth: '10em',
  textAlign: 'center',
});

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const marker = styleVariants({
  complete: [
    markerBase,
    {
      borderColor: vars.color.action.primary.background,
      backgroundColor: vars.color.action.primary.background,
      color: vars.color.action.primary.text,
    },
  ],
  current: [markerBase, { borderColor: line, color: vars.color.text.primary, boxShadow: `inset 0 0 0 1px ${line}` }],
  notCompleted: [markerBase, { color: vars.color.text.secondary }],
});

export const label = styleVariants({
  complete: { color: vars.color.text.primary },
  current: { color: vars.color.text.primary, fontWeight: vars.font.weight.semibold },
  notCompleted: { color: vars.color.text.secondary },
});

const connectorBase = style({
  // Centred on the marker; it shrinks on narrow screens rather than pushing the steps off screen.
  marginBlockStart: `calc(${markerSize} / 2 - 1px)`,
  marginInline: vars.space[2],
  minWidth: vars.space[4],
  height: '2px',
  flexGrow: 0,
  flexShrink: 1,
  backgroundColor: vars.color.border.strong,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});

/** The spec's two line widths: 48 px and 107 px. */
export const connector = styleVariants({
  short: [connectorBase, { width: '48px' }],
  long: [connectorBase, { width: '107px' }],
});

export const connectorComplete = style({ backgroundColor: line });
