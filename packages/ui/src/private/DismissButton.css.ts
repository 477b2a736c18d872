import { style } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';
import { focusRing } from './focusRing.css';

/** A quiet square icon button in the colour of the message it closes; 32 px beats the 24 px minimum target. */
export const dismissButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    margin: `calc(${vars.space[1]} * -1)`,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    backgroundColor: 'transparent',
    color: 'inherit',
    fontSize: vars.font.size.lg,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
    selectors: { '&:hover': { backgroundColor: vars.color.surface.raised, borderColor: 'currentColor' } },
  },
]);
