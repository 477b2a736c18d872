import { vars } from '@aisle/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'block',
  flexShrink: 0,
  boxSizing: 'border-box',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

/** Small for the image strip's row of eight, medium in tables, large in the unavailable panel. */
export const image = styleVariants({
  small: [base, { width: '40px', height: '40px' }],
  medium: [base, { width: '56px', height: '56px' }],
  large: [base, { width: '72px', height: '72px' }],
});

export const placeholder = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
});
