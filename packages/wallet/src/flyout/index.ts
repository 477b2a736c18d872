export { PaymentFlyout, type PaymentFlyoutProps } from './PaymentFlyout';
export {
  flyoutReducer,
  flyoutScreens,
  initialFlyoutState,
  type FlyoutAction,
  type FlyoutScreen,
  type FlyoutState,
} from './flyoutState';
