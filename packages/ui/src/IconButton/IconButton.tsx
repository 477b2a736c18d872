import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { icon as iconClass, iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'aria-label' | 'size' | 'variant' | 'fullWidth'
> {
  /** The accessible name: an icon alone says nothing to a screen reader, so this is required. */
  label: string;
  /** The icon, decorative: it is hidden from assistive technology. */
  icon: ReactNode;
  variant?: 'primary' | 'secondary' | 'tertiary';
  size?: 'small' | 'medium';
}

/** A button that shows only an icon. Its name comes from `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'tertiary', size = 'medium', className, ...rest },
  ref,
) {
  const classes = [iconButton({ size }), className].filter(Boolean).join(' ');
  return (
    <Button ref={ref} {...rest} variant={variant} size={size} aria-label={label} className={classes}>
      <span className={iconClass} aria-hidden="true">
        {icon}
      </span>
    </Button>
  );
});
