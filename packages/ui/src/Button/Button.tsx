'use client';

import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { busyIndicator, button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
  disabled?: boolean;
  /** While true the button shows `busyLabel`, announces itself as busy and ignores presses. */
  busy?: boolean;
  /** What the button says while busy, e.g. "Saving". Defaults to its usual label. */
  busyLabel?: string;
}

/**
 * A button. While busy it stays focusable (`aria-disabled`, not `disabled`) so keyboard focus is
 * not lost mid-submission, and it swallows clicks so a form is never sent twice.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    disabled = false,
    busy = false,
    busyLabel,
    className,
    children,
    onClick,
    type = 'button',
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = button({ variant, size, fullWidth, disabled });
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={className ? `${classes} ${className}` : classes}
      onClick={handleClick}
    >
      {busy && <span className={busyIndicator} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
});
