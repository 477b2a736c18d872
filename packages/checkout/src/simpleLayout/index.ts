export { checkoutTitle, type SimpleCheckoutStep } from './checkoutTitle';
export { isAppleDevice, mapsLink, type MapsDestination } from './mapsLink';
export { SimpleCheckoutLayout, type SimpleCheckoutLayoutProps } from './SimpleCheckoutLayout';
