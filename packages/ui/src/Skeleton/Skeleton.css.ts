import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@aisle/tokens';

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

const block = style({
  display: 'block',
  backgroundColor: vars.color.border.default,
  backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.surface.sunken} 50%, transparent 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ${vars.motion.easing.standard} infinite`,
  // Still and flat: a moving sheen is exactly what reduced motion asks us to drop.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' } },
});

export const shape = styleVariants({
  text: [block, { height: '0.875em', borderRadius: vars.radius.sm }],
  circle: [
    block,
    {
      width: fallbackVar(widthVar, '40px'),
      height: fallbackVar(widthVar, '40px'),
      flexShrink: 0,
      borderRadius: vars.radius.full,
    },
  ],
  rectangle: [
    block,
    {
      width: fallbackVar(widthVar, '100%'),
      height: fallbackVar(heightVar, '8rem'),
      borderRadius: vars.radius.card,
    },
  ],
});

/** Lines of text, as tall as the text they stand in for; the last of several is shorter. */
export const lines = style({
  display: 'grid',
  gap: '0.625em',
  width: fallbackVar(widthVar, '100%'),
  paddingBlock: '0.3em',
});

export const lastLine = style({ width: '60%' });
