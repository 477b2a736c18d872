export { Spinner, type SpinnerProps } from './Spinner';
export type { SpinnerVariants } from './Spinner.css';
