import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@aisle/tokens';

const ringWidth = createVar();
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The status box keeps its size while waiting, so the page does not shift when the ring appears.
 * The ring is `currentColor`, so it reads on whatever surface holds it (page, button, brand band).
 */
export const spinner = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px', vars: { [ringWidth]: '2px' } },
      medium: { width: '24px', height: '24px', vars: { [ringWidth]: '3px' } },
      large: { width: '40px', height: '40px', vars: { [ringWidth]: '4px' } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

/** A faint full track with a solid quarter arc turning on it; at rest (screenshots) the arc sits on top. */
export const ring = style({
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  border: `${ringWidth} solid transparent`,
  borderTopColor: 'currentColor',
  animation: `${spin} 800ms linear infinite`,
  // Slowed rather than stopped: a still ring would read as "stuck".
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
  '::before': {
    content: '""',
    position: 'absolute',
    inset: `calc(${ringWidth} * -1)`,
    borderRadius: 'inherit',
    border: `${ringWidth} solid currentColor`,
    opacity: 0.25,
  },
});
