export { checkoutTitle, type SimpleCheckoutStep } from './checkoutTitle';
export { CheckoutFooterLinks } from './CheckoutFooterLinks';
export { isAppleDevice, mapsLink, type MapsDestination } from './mapsLink';
export { SimpleCheckoutLayout, type SimpleCheckoutLayoutProps } from './SimpleCheckoutLayout';
export { useCheckoutDestination } from './useCheckoutDestination';
