import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from '../private/focusRing.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const item = style({
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:first-child': { borderTop: `1px solid ${vars.color.border.default}` } },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

const triggerBase = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    border: 0,
    backgroundColor: 'transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:disabled': { color: vars.color.action.disabled.text, cursor: 'not-allowed' } },
  },
]);

export const accordionTrigger = style([
  triggerBase,
  {
    justifyContent: 'space-between',
    width: '100%',
    minHeight: '44px',
    paddingBlock: vars.space[3],
    paddingInline: vars.space[2],
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.sunken } },
  },
]);

export const disclosureTrigger = style([
  triggerBase,
  {
    minHeight: vars.space[8],
    paddingBlock: vars.space[1],
    paddingInline: 0,
    color: vars.color.text.link,
    fontSize: vars.font.size.sm,
    selectors: { '&:hover:not(:disabled)': { color: vars.color.text.linkHover, textDecoration: 'underline' } },
  },
]);

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transitionDuration: vars.motion.duration.instant } },
});

/**
 * Animates height without measuring it: a one-row grid whose row goes from 0fr to 1fr. A closed
 * panel is `visibility: hidden`, so it leaves the accessibility tree and the tab order. Opening shows
 * it at once (only the row transitions); closing keeps it visible until the row has collapsed.
 */
export const content = style({
  display: 'grid',
  gridTemplateRows: '1fr',
  transitionProperty: 'grid-template-rows',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-state="closed"]': {
      gridTemplateRows: '0fr',
      visibility: 'hidden',
      transitionProperty: 'grid-template-rows, visibility',
    },
  },
  '@media': { [reducedMotion]: { transitionDuration: vars.motion.duration.instant } },
});

export const contentClip = style({ minHeight: 0, overflow: 'hidden' });

export const accordionBody = style({
  paddingInline: vars.space[2],
  paddingBlockEnd: vars.space[4],
  color: vars.color.text.primary,
});

export const disclosureBody = style({ color: vars.color.text.primary });
