// The delivery filters' analytics (scheduling spec §4 "Both are recorded in analytics"; §7: the
// shape is not shown, so it is ours), sent through @aisle/core's `useAnalytics`.
import type { DeliveryFilter } from './filterQuotes';

/** The event type, one for both directions: `enabled` tells them apart. */
export const bannerDeliveryToggledEvent = 'scheduling_banner_delivery_toggled';

// A type, not an interface: @aisle/core's AnalyticsEvent takes only shapes open to more fields.
export type BannerDeliveryToggledEvent = {
  type: typeof bannerDeliveryToggledEvent;
  /** true: banner-only delivery turned on; false: back to all delivery. */
  enabled: boolean;
  /** The banner's id ('kroger'). */
  banner: string;
  /** The banner's own delivery vendor the toggle switches to or from. */
  vendorId: string | null;
  /** Which filter was chosen at the time. */
  filter: DeliveryFilter;
};

export function bannerDeliveryToggled(fields: Omit<BannerDeliveryToggledEvent, 'type'>): BannerDeliveryToggledEvent {
  return { type: bannerDeliveryToggledEvent, ...fields };
}
