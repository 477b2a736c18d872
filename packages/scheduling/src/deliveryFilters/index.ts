// The delivery filters and the membership delivery messages (scheduling spec §4 "Delivery
// filters", §6, §9): parts the upfront slots screen and the scheduling page compose through props.

// The filters and the banner-only toggle, and what the host applies to the week it shows
export { DeliveryFilters, type DeliveryFiltersProps } from './DeliveryFilters';
export {
  availableFilters,
  bannerDeliveryVendorId,
  deliveryFilters,
  filterQuotes,
  keepsOption,
  resolveFilter,
  underFiveLimit,
  type DeliveryFilter,
  type QuotedWeek,
} from './filterQuotes';
export { bannerDeliveryToggled, bannerDeliveryToggledEvent, type BannerDeliveryToggledEvent } from './filterAnalytics';

// Banner delivery unavailable: when to fall back to all delivery, and the modal that says so
export {
  BannerDeliveryUnavailableModal,
  type BannerDeliveryUnavailableModalProps,
} from './BannerDeliveryUnavailableModal';
export {
  bannerDeliveryUnavailableCodes,
  deliveryFilterStorageKeys,
  readStoredFlag,
  shouldFallBackToAllDelivery,
  writeStoredFlag,
} from './bannerOnly';

// The membership delivery message
export { MembershipDeliveryMessage, type MembershipDeliveryMessageProps } from './MembershipDeliveryMessage';
export {
  defaultFreeThreshold,
  formatThreshold,
  freeThreshold,
  membershipBannerTypes,
  membershipDelivery,
  membershipDisclaimer,
  type MembershipDelivery,
  type QuotesMembership,
} from './membershipDelivery';
export type { FilterMessages } from './filterMessages';
