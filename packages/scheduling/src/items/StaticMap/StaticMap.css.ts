import { vars } from '@aisle/tokens';
import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';

export const map = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

/** The frame's shape, 2 / 1 unless a screen sets it on the map or around it (a wider strip on a phone). */
export const frameAspectRatio = createVar();

// A fixed shape, so the page does not move when the image (or the placeholder) arrives.
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  aspectRatio: fallbackVar(frameAspectRatio, '2 / 1'),
  // Wide columns get a wide strip of map rather than a towering one; the image is cropped to fit.
  maxHeight: '320px',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface.sunken,
});

// While the address is geocoded: the frame's own corners round it (over the skeleton's own).
export const locating = style({ selectors: { [`${frame} > &`]: { display: 'block', borderRadius: 0 } } });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

// The pin's tip is the point: it stands on the centre of the map.
const pinBase = style({
  position: 'absolute',
  left: '50%',
  bottom: '50%',
  width: '24px',
  height: '32px',
  transform: 'translateX(-50%)',
  fill: vars.color.action.primary.background,
  stroke: vars.color.surface.raised,
  strokeWidth: 1.5,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.moderate,
  transitionTimingFunction: vars.motion.easing.enter,
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
});

export const pin = styleVariants({
  hidden: [pinBase, { opacity: 0 }],
  shown: [pinBase, { opacity: 1 }],
  // On the placeholder the pin is part of a neutral drawing, not a place on a map.
  placeholder: [pinBase, { fill: vars.color.text.secondary, transition: 'none' }],
});

export const pinDot = style({ fill: vars.color.surface.raised, stroke: 'none' });

export const drawing = style({ display: 'block', width: '100%', height: '100%' });

// Roads keep one width however wide the drawing is stretched.
export const roads = style({
  fill: 'none',
  stroke: vars.color.border.default,
  strokeWidth: 12,
  vectorEffect: 'non-scaling-stroke',
});

export const address = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
