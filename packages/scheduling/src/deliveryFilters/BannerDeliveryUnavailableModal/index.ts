export {
  BannerDeliveryUnavailableModal,
  type BannerDeliveryUnavailableModalProps,
} from './BannerDeliveryUnavailableModal';
