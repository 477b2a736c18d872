import type { HTMLAttributes } from 'react';
import { divider } from './Divider.css';

export interface DividerProps extends HTMLAttributes<HTMLHRElement> {
  orientation?: 'horizontal' | 'vertical';
  /** The stronger border colour, for separating sections rather than items. */
  strong?: boolean;
}

/** A separator between content (an `<hr>`, so assistive technology hears a separator). */
export function Divider({ orientation = 'horizontal', strong, className, ...rest }: DividerProps) {
  const classes = [divider({ orientation, strong }), className].filter(Boolean).join(' ');
  return <hr aria-orientation={orientation} className={classes} {...rest} />;
}
