export { Button, type ButtonProps } from './Button';
export type { ButtonVariants } from './Button.css';
export { keepFocusOnPress } from './keepFocusOnPress';
