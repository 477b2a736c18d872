export { PaymentErrorPage, type PaymentErrorPageProps } from './PaymentErrorPage';
