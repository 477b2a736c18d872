'use client';

import { useEffect, useState, type HTMLAttributes } from 'react';
import { useMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { ring, spinner, type SpinnerVariants } from './Spinner.css';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** Milliseconds to wait before showing anything, so a fast load never flashes a spinner. */
  delay?: number;
  /** What is announced, e.g. "Loading addresses". Defaults to the message `loading`. */
  label?: string;
  size?: SpinnerVariants['size'];
}

/**
 * A loading indicator. The `role="status"` box (a polite live region, WAI-ARIA "status" role) is
 * there from the first render and empty, so the label is announced when it is filled after `delay`.
 * The box keeps its size while empty, so nothing shifts when the ring appears.
 */
export function Spinner({ delay = 200, label, size, className, ...rest }: SpinnerProps) {
  const messages = useMessages();
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (visible) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay, visible]);
  const classes = spinner({ size });
  return (
    <span
      {...rest}
      role="status"
      data-state={visible ? 'visible' : 'waiting'}
      className={className ? `${classes} ${className}` : classes}
    >
      {visible && (
        <>
          <span className={ring} aria-hidden="true" />
          <VisuallyHidden>{label ?? messages.loading}</VisuallyHidden>
        </>
      )}
    </span>
  );
}
