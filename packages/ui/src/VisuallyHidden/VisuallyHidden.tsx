import type { AllHTMLAttributes, ElementType } from 'react';
import { focusable as focusableClass, visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as'> {
  as?: ElementType;
  /** Show the content while it (or something in it) has focus, as a skip link does. */
  focusable?: boolean;
}

/** Content for screen readers only. */
export function VisuallyHidden({ as: Element = 'span', focusable = false, className, ...rest }: VisuallyHiddenProps) {
  const classes = [focusable ? focusableClass : visuallyHidden, className].filter(Boolean).join(' ');
  return <Element className={classes} {...rest} />;
}
