export { PaymentFlyout, type PaymentFlyoutProps } from './PaymentFlyout';
export {
  flyoutReducer,
  flyoutScreens,
  initialFlyoutState,
  type FlyoutAction,
  type FlyoutScreenId,
  type FlyoutState,
} from './flyoutState';
