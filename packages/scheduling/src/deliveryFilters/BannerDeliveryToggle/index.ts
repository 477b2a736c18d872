export { BannerDeliveryToggle, type BannerDeliveryToggleProps } from './BannerDeliveryToggle';
