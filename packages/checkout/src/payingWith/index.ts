export { PayingWith, type PayingWithProps } from './PayingWith';
export { PaymentUpdateFailedModal, type PaymentUpdateFailedModalProps } from './PaymentUpdateFailedModal';
export { SnapAmountForm, type SnapAmountFormProps } from './SnapAmountForm';
export { SnapPinModal, type SnapPinModalProps } from './SnapPinModal';
export {
  bankCardHold,
  ebtPays,
  paymentMethodsFor,
  paymentUpdates,
  paysNothingByBankCard,
  splitPayment,
  type CardShare,
  type PaymentSplit,
  type PaymentSplitOptions,
} from './paymentSplit';
export {
  snapAmountLimits,
  snapAmountRange,
  snapAmountSchema,
  snapAmountToPay,
  type SnapAmountInput,
  type SnapAmountMessages,
  type SnapAmountRange,
  type SnapAmountValues,
} from './snapAmount';
export { pinEntryProblem } from './pinEntry';
export { describeUpdateFailure, type UpdateFailure } from './updateFailure';
export {
  isPaymentMethodsError,
  PaymentMethodsError,
  usePaymentMethods,
  type PaymentMethodsHandle,
  type PaymentMethodsProblem,
  type PaymentMethodsSource,
} from './usePaymentMethods';
export { payingWithMessages } from './payingWithMessages';
