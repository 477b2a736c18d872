export { CheckoutCardBox, type CheckoutCardBoxProps } from './CheckoutCardBox';
