export { TimeOptions, type TimeOptionsProps } from './TimeOptions';
