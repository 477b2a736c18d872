export { HostedPaymentScope, type HostedPaymentScopeProps } from './HostedPaymentScope';
export { hostedPaymentPageAuth } from './hostedPaymentPageAuth';
