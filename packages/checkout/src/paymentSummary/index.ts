export { PaymentSummary, type PaymentSummaryProps } from './PaymentSummary';
