export { CheckoutCardPicker, type CheckoutCardPickerProps } from './CheckoutCardPicker';
