import { createVar, keyframes, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@aisle/tokens';
import { focusRing } from './focusRing.css';

/** Where a panel comes in from and goes back to: Modal rises a little, Drawer slides from its side. */
export const enterFrom = createVar();
/** The panel's inner padding; the footer reads it to reach the panel's edges. */
const inset = createVar();
const closeSize = '40px';
const reducedMotion = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const panelIn = keyframes({ from: { opacity: 0, transform: enterFrom } });
const panelOut = keyframes({ to: { opacity: 0, transform: enterFrom } });

// Radix keeps a closing part mounted until its `animationend`; with `animation: none` it unmounts at once.
const animated = (enter: string, exit: string) => ({
  '&[data-state="open"]': { animation: `${enter} ${vars.motion.duration.slow} ${vars.motion.easing.enter}` },
  '&[data-state="closed"]': { animation: `${exit} ${vars.motion.duration.moderate} ${vars.motion.easing.exit}` },
});
const stillUnderReducedMotion = { selectors: { '&[data-state]': { animation: 'none' } } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // The same layer as the panels: a nested overlay then dims the outer panel, by document order.
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.surface.overlay,
  selectors: animated(fadeIn, fadeOut),
  '@media': { [reducedMotion]: stillUnderReducedMotion },
});

export const panel = style([
  focusRing,
  {
    vars: { [inset]: vars.space[4] },
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    padding: inset,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    selectors: animated(panelIn, panelOut),
    '@media': {
      [mediaQueries.smUp]: { vars: { [inset]: vars.space[6] } },
      [reducedMotion]: stillUnderReducedMotion,
    },
  },
]);

/** Stays in the top corner while the panel scrolls; takes no room of its own beside the title. */
export const close = style([
  focusRing,
  {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.raised,
    alignSelf: 'flex-end',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: closeSize,
    height: closeSize,
    marginBottom: `calc(-1 * (${closeSize} + ${vars.space[4]}))`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.surface.sunken } },
  },
]);

export const title = style({
  margin: 0,
  // Its first line centred on the close button beside it.
  paddingBlock: `calc((${closeSize} - ${vars.font.lineHeight.tight} * 1em) / 2)`,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
  selectors: { [`${close} ~ &`]: { paddingRight: `calc(${closeSize} + ${vars.space[2]})` } },
});

export const description = style({ margin: 0, color: vars.color.text.secondary });

/**
 * Actions stay in view at the bottom of a long panel. On phones they stack full width in their own
 * order, so the visual order stays the focus order (WCAG 2.4.3).
 */
export const footer = style({
  position: 'sticky',
  // Sticky offsets count from inside the panel's padding; the footer reaches past it to the edge.
  bottom: `calc(-1 * ${inset})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  marginTop: 'auto',
  marginInline: `calc(-1 * ${inset})`,
  marginBottom: `calc(-1 * ${inset})`,
  padding: `${vars.space[4]} ${inset}`,
  borderTop: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
  '@media': { [mediaQueries.smUp]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
