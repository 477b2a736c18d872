// The banner-only delivery flag and the once-per-shopper tooltip, as the host keeps them (scheduling
// spec §4 "Delivery filters"; ambiguity 11 of the checklist). Pure: the package never touches
// storage; the host reads and writes these flags where it likes (local storage, say) and passes
// them in as props.

/**
 * The quotes error codes that mean the banner's own delivery has no time to offer (ambiguity 11):
 * NO_TIMESLOTS_AVAILABLE, UNAVAILABLE_DELIVERY (the string table's entry of that name), and
 * NO_SLOTS_AVAILABLE for §8's "no slots", whose code the spec does not give.
 */
export const bannerDeliveryUnavailableCodes: readonly string[] = [
  'NO_TIMESLOTS_AVAILABLE',
  'UNAVAILABLE_DELIVERY',
  'NO_SLOTS_AVAILABLE',
];

/** The code of a failed call: a ServiceError's, or any error object's own `code`. */
function codeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * §4: a quotes error "of a certain kind" while banner-only delivery is on turns the filter off and
 * opens '{banner} Delivery Unavailable'. Only while it is on: with all delivery there is nothing to
 * fall back to, and the error is the scheduling screen's to show.
 */
export function shouldFallBackToAllDelivery(
  error: unknown,
  bannerOnly: boolean,
  codes: readonly string[] = bannerDeliveryUnavailableCodes,
): boolean {
  if (!bannerOnly) return false;
  const code = codeOf(error);
  return code !== undefined && codes.includes(code);
}

/** Where a host may keep the two flags, per banner (the spec leaves the key to us). */
export const deliveryFilterStorageKeys = {
  tooltipSeen: (bannerId: string) => `aisle.scheduling.${bannerId}.bannerDeliveryTooltipSeen`,
  bannerOnly: (bannerId: string) => `aisle.scheduling.${bannerId}.bannerOnlyDelivery`,
} as const;

/** A flag as stored: '1' or '0'. */
export const writeStoredFlag = (on: boolean): string => (on ? '1' : '0');

/** A flag read back: on only for what `writeStoredFlag(true)` wrote; nothing, or anything else, is off. */
export const readStoredFlag = (value: string | null | undefined): boolean => value === '1';
