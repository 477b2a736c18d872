// The delivery filters over a quoted week (scheduling spec §4 "Delivery filters", §9 "'Under $5'
// filter is slot cost below 5"). Pure: the host keeps the chosen filter and applies it to the
// quotes it shows, on the upfront slots screen or the scheduling page.
import type { TimeSlotDay, TimeSlotOption } from '@aisle/contracts/scheduling';
import { optionCost } from '../upfrontSlots/quoteDays';

/** 'All', the banner's own delivery, 'Under $5'. */
export type DeliveryFilter = 'all' | 'banner' | 'underFive';

/** In the order the choice offers them. */
export const deliveryFilters = ['all', 'banner', 'underFive'] as const satisfies readonly DeliveryFilter[];

/** §9: 'Under $5' keeps times that cost less than this, in dollars. */
export const underFiveLimit = 5;

/** What the filters read of a week: its days (the quotes' membership and items pass through). */
export interface QuotedWeek {
  days: readonly TimeSlotDay[];
}

/**
 * The banner's own delivery vendor, as the reference service names it (`kroger-delivery`,
 * 'Kroger Delivery'); a host whose service names it otherwise passes its own id.
 */
export const bannerDeliveryVendorId = (bannerId: string) => `${bannerId}-delivery`;

/**
 * A time is 'Under $5' by what the shopper pays for it (a waived fee costs nothing), the cost the
 * times and days show, so a time shown 'Free' is never filtered out of 'Under $5'.
 */
const isUnderFive = (option: Pick<TimeSlotOption, 'cost' | 'waiver'>) => optionCost(option) < underFiveLimit;

/** Whether a time stays under the filter. Without a banner vendor, 'banner' keeps nothing. */
export function keepsOption(
  filter: DeliveryFilter,
  option: Pick<TimeSlotOption, 'cost' | 'waiver' | 'vendorId'>,
  bannerVendorId: string | null,
): boolean {
  if (filter === 'banner') return bannerVendorId !== null && option.vendorId === bannerVendorId;
  if (filter === 'underFive') return isUnderFive(option);
  return true;
}

/**
 * The week under a filter: every day stays, in order, with only the times the filter keeps, so the
 * day carousel keeps its days and a day left without times says so. 'All' returns the week itself.
 */
export function filterQuotes<Week extends QuotedWeek>(
  quotes: Week,
  filter: DeliveryFilter,
  bannerVendorId: string | null,
): Week {
  if (filter === 'all') return quotes;
  return {
    ...quotes,
    days: quotes.days.map((day) => ({
      ...day,
      times: day.times.filter((option) => keepsOption(filter, option, bannerVendorId)),
    })),
  };
}

/**
 * The filters worth offering for a week: 'All'; the banner's own delivery when the banner has a
 * delivery vendor; 'Under $5' only when some time of the week costs less than 5 (§4).
 */
export function availableFilters(quotes: QuotedWeek, bannerVendorId: string | null): DeliveryFilter[] {
  const underFive = quotes.days.some((day) => day.times.some(isUnderFive));
  return deliveryFilters.filter(
    (filter) => filter === 'all' || (filter === 'banner' ? bannerVendorId !== null : underFive),
  );
}

/** The filter to apply: the chosen one while it is offered, else 'All' (new quotes may drop 'Under $5'). */
export function resolveFilter(filter: DeliveryFilter, available: readonly DeliveryFilter[]): DeliveryFilter {
  return available.includes(filter) ? filter : 'all';
}
