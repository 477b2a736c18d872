export { PaymentBlock, type PaymentBlockProps } from './PaymentBlock';
