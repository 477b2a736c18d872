// The delivery filters' and membership delivery messages' words (scheduling spec §4 "Delivery
// filters", §6, §7 "String table", §8, §9; ambiguities 11, 13 and 25 of the checklist).
import type { StringTablePlaces } from '../hooks/useStringTableWords';

/**
 * Strings are the spec's, quoted exactly; `{name}` marks a value filled in with `format` from
 * @aisle/ui. Entries marked "ours" are where the spec names a text without its wording. Part of
 * `schedulingMessages` (src/messages.ts), so the host overrides them under `messages.scheduling`.
 */
export const filterMessages = {
  // The filter choice (§4: 'All', the banner's own delivery, 'Under $5').
  /** The choice's legend: ours. */
  filterLegend: 'Show delivery times',
  filterAll: 'All',
  /** The banner's own delivery (label not shown): ours, after the vendor's own name. */
  filterBannerDelivery: '{banner} Delivery',
  filterUnderFive: 'Under $5',

  // The banner-only toggle and its once-per-shopper tooltip (§4).
  filterBannerToggle: 'Show {banner} Delivery',
  filterBannerTooltip: 'Delivered by {banner} associates in refrigerated trucks. Freshness guaranteed.',
  /** Closes the tooltip: ours. */
  filterTooltipDismiss: 'Got it',

  // Banner delivery unavailable (§4, §7 UNAVAILABLE_DELIVERY, §8 "Delivery slots exhausted").
  filterUnavailableTitle: '{banner} Delivery Unavailable',
  /**
   * UNAVAILABLE_DELIVERY's bodyText is not shown: §8's slots-exhausted text with its banner
   * templated and its ending (cut off in the spec) ours, per ambiguity 13.
   */
  filterUnavailableBody:
    "We're sorry there are no longer any {banner} Delivery times available for this address. Continue to choose from all delivery times.",
  filterContinueToScheduler: 'Continue to Scheduler',

  // Membership delivery messages (§4, §6, §9; membershipMessages' texts are not shown).
  /** A BST or BSTL basket at or over the free-delivery threshold: ours. */
  filterMemberFree: 'Your {plan} membership gets this order free delivery.',
  /** … under it: ours. */
  filterMemberSpendMore: 'Add {amount} more to get free delivery with {plan}.',
  filterKeepShopping: 'Keep Shopping',
  /** The delivery promo for everyone else (§6): ours. */
  filterPromo: 'Get free delivery on orders of {threshold} or more with {membership}.',
  /** §9's default disclaimer, for the default $35 threshold. */
  filterDisclaimer: '* $35 minimum on qualifying orders. Restrictions may apply.',
  /** The same for a threshold the service sets otherwise: ours. */
  filterDisclaimerAmount: '* {threshold} minimum on qualifying orders. Restrictions may apply.',
};

export type FilterMessages = typeof filterMessages;

/** '{banner} Delivery Unavailable' in the string table (§7 `checkout/upfront-timeslots`): UNAVAILABLE_DELIVERY. */
export const unavailableDeliveryPlaces: StringTablePlaces<FilterMessages, 'checkout/upfront-timeslots'> = {
  filterUnavailableTitle: ['UNAVAILABLE_DELIVERY', 'headingText'],
  filterUnavailableBody: ['UNAVAILABLE_DELIVERY', 'bodyText'],
};

/** The membership delivery message in the string table (§7 membershipMessages, MEMB-20). */
export const membershipMessagePlaces: StringTablePlaces<FilterMessages, 'checkout/upfront-timeslots'> = {
  filterMemberFree: ['membershipMessages', 'memberFree'],
  filterMemberSpendMore: ['membershipMessages', 'memberSpendMore'],
  filterPromo: ['membershipMessages', 'promo'],
  filterDisclaimer: ['membershipMessages', 'disclaimer'],
  filterDisclaimerAmount: ['membershipMessages', 'disclaimerAmount'],
};
