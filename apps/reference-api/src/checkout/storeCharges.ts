// What an order owes beside its items, by where the store is (the reference rules; the spec shows
// the rows of the summary, not how they are worked out). Amounts in cents.

import type { CheckoutModality } from '@aisle/contracts/checkout';

/**
 * Sales tax on the items that are not SNAP-eligible (alcohol, sparkling water): groceries that SNAP
 * buys are untaxed in these states. Rates are the combined rates of the demo stores' cities, rounded.
 */
const taxRates: Readonly<Record<string, number>> = {
  AZ: 0.086,
  CA: 0.095,
  CO: 0.0881,
  ID: 0.06,
  IN: 0.07,
  KY: 0.06,
  NC: 0.0725,
  OH: 0.078,
  OR: 0,
  TN: 0.0925,
  UT: 0.0725,
  WA: 0.1025,
  WI: 0.055,
};

/**
 * The tax in cents, or null ('TBD') when it is not known yet: a partner that delivers shops the
 * order and works out the tax on what it bought; a store in a state without a rate here is not
 * estimated either.
 */
export function salesTaxCents(storeState: string, taxableCents: number, partnerDelivers: boolean): number | null {
  const rate = taxRates[storeState];
  if (partnerDelivers || rate === undefined) return null;
  return Math.round(taxableCents * rate);
}

/** California's carryout bag law: 10¢ a bag, one bag for every 5 items (banners carry no bag fee of their own). */
export function bagFeeCents(storeState: string, itemCount: number): number {
  return storeState === 'CA' ? 10 * Math.ceil(itemCount / 5) : 0;
}

/**
 * The states whose law bans single-use plastic carryout bags statewide (as of 2024). California's
 * 10¢ bag fee is the charge its ban puts on the paper bags that replace them.
 */
const bagBanStates: ReadonlySet<string> = new Set(['CA', 'CO', 'CT', 'DE', 'ME', 'NJ', 'NY', 'OR', 'RI', 'VT', 'WA']);

/** Whether the store's state bans single-use plastic bags: the order comes in paper or reusable bags. */
export const bagBan = (storeState: string): boolean => bagBanStates.has(storeState);

/**
 * Colorado's retail delivery fee, on every delivery from a Colorado store. Not on a ship order: a
 * parcel carrier, not the store, takes it to the door (the reference's reading).
 */
export function regulatoryFees(storeState: string, modality: CheckoutModality): { label: string; cents: number }[] {
  return storeState === 'CO' && modality === 'DELIVERY' ? [{ label: 'Colorado Retail Delivery Fee', cents: 28 }] : [];
}
