import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { card, type CardVariants } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` when the card is a landmark of its own content; a `div` otherwise. */
  as?: ElementType;
  padding?: CardVariants['padding'];
  /** A shadow instead of a border, for cards that float above the page. */
  elevated?: boolean;
}

/** A raised panel that groups related content. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Element = 'div', padding, elevated, className, ...rest },
  ref,
) {
  const classes = [card({ padding, elevated }), className].filter(Boolean).join(' ');
  return <Element ref={ref} className={classes} {...rest} />;
});
