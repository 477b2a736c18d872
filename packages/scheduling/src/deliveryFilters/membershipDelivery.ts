// What the membership delivery message says (scheduling spec §3 "Time-slot response" membership,
// "Subscription types"; §4 "Membership banners show free or discounted delivery, or a prompt to
// reach the minimum"; §6 "the delivery promo shows only when membership is not BST or BSTL"; §9).
import type { QuotesResponse } from '@aisle/contracts/scheduling';
import { format } from '@aisle/ui';
import type { FilterMessages } from './filterMessages';

/** §3, §9: free delivery from this basket subtotal, in dollars, unless the quotes say otherwise. */
export const defaultFreeThreshold = 35;

/** The subscription types the membership banners show for (§4, §6): Boost 99 and Boost 59. */
export const membershipBannerTypes = ['BST', 'BSTL'] as const;

/** The quotes' membership (§3): its type when the shopper has one, and the free-delivery threshold. */
export type QuotesMembership = Partial<QuotesResponse['data']['membership']>;

export type MembershipDelivery =
  /** A BST or BSTL member whose basket reaches the threshold. */
  | { kind: 'free'; plan: 'BST' | 'BSTL'; threshold: number }
  /** … below it: how much more, in dollars. */
  | { kind: 'spendMore'; plan: 'BST' | 'BSTL'; threshold: number; amount: number }
  /** Anyone else: the delivery promo. */
  | { kind: 'promo'; threshold: number };

const isMembershipBannerType = (type: string | undefined): type is 'BST' | 'BSTL' =>
  membershipBannerTypes.some((each) => each === type);

/** A usable threshold: a positive number of dollars, else the default 35. */
export function freeThreshold(membership: QuotesMembership | null | undefined): number {
  const threshold = membership?.freeThreshold;
  return typeof threshold === 'number' && Number.isFinite(threshold) && threshold > 0
    ? threshold
    : defaultFreeThreshold;
}

/**
 * Which message the shopper gets. The basket counts in whole cents, so $34.99 + $0.01 reaches $35
 * exactly; a subtotal not known yet counts as nothing spent.
 */
export function membershipDelivery(
  membership: QuotesMembership | null | undefined,
  subtotal: number | null | undefined,
): MembershipDelivery {
  const threshold = freeThreshold(membership);
  const type = membership?.type;
  if (!isMembershipBannerType(type)) return { kind: 'promo', threshold };
  const spent = typeof subtotal === 'number' && Number.isFinite(subtotal) ? Math.round(subtotal * 100) : 0;
  const short = Math.round(threshold * 100) - spent;
  return short <= 0
    ? { kind: 'free', plan: type, threshold }
    : { kind: 'spendMore', plan: type, threshold, amount: short / 100 };
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A threshold as the disclaimer writes it: '$35' for whole dollars, '$35.50' otherwise. */
export const formatThreshold = (threshold: number): string =>
  Number.isInteger(threshold) ? wholeDollars.format(threshold) : cents.format(threshold);

/**
 * The disclaimer under the message: the quotes' own `message` (§3) when the service sends one, else
 * §9's default, which names $35: for another threshold the same words name that one instead.
 */
export function membershipDisclaimer(
  threshold: number,
  messages: Pick<FilterMessages, 'filterDisclaimer' | 'filterDisclaimerAmount'>,
  message?: string | null,
): string {
  if (message) return message;
  return threshold === defaultFreeThreshold
    ? messages.filterDisclaimer
    : format(messages.filterDisclaimerAmount, { threshold: formatThreshold(threshold) });
}
