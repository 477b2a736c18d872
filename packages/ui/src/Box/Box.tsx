import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { reset } from './Box.css';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render; a `div` by default. */
  as?: ElementType;
}

/** The layout primitive: any element, with spacing, flex and surface props from the token scale. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [reset, sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes, ref });
});
