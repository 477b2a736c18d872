// The membership plan's words (scheduling spec §3 "Membership enrolment", "Subscription types";
// §9; ambiguities 3 and 22 of the checklist). React-free: the numbers and dates come from
// @aisle/core's formatters, the words from the item messages (pass the host's overrides in).
import type { DateInput } from '@aisle/contracts';
import {
  formatMembershipDate,
  membershipPeriod,
  renewalDurationDays,
  type DurationUnit,
  type MembershipDuration,
} from '@aisle/core/format';
import { itemMessages, type ItemMessages } from '../items/itemMessages';

/** The subscription types (§3): BST and HTEL are the same-day plans, BSTL and HTPL next-day. */
export const subscriptionTypes = ['BST', 'BSTL', 'HTEL', 'HTPL'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

export type PlanMessages = Pick<
  ItemMessages,
  | 'membershipPlanBoost'
  | 'membershipPlanBoostEssential'
  | 'membershipPlanHtPlus99'
  | 'membershipPlanHtPlus69'
  | 'membershipDateUnknown'
  | 'membershipSameDayDelivery'
  | 'membershipNextDayDelivery'
>;

/**
 * The one lookup of plan titles (ambiguity 3): §9's displayed titles win over §3's prices, so
 * HTPL is 'HTPlus 69' although §3 calls it HTPlus 59.
 */
export const planTitleKeys = {
  BST: 'membershipPlanBoost',
  BSTL: 'membershipPlanBoostEssential',
  HTEL: 'membershipPlanHtPlus99',
  HTPL: 'membershipPlanHtPlus69',
} as const satisfies Record<SubscriptionType, keyof PlanMessages>;

export function isSubscriptionType(value: unknown): value is SubscriptionType {
  return subscriptionTypes.some((type) => type === value);
}

/** The plan's title ('Boost', 'Boost Essential', 'HTPlus 99', 'HTPlus 69'); undefined for any other type. */
export function planTitle(type: string | null | undefined, messages: PlanMessages = itemMessages): string | undefined {
  return isSubscriptionType(type) ? messages[planTitleKeys[type]] : undefined;
}

/** How fast each plan delivers: the 99 plans (BST, HTEL) same-day, the 59 ones (BSTL, HTPL) next-day. */
export const planDeliveryTiers = {
  BST: 'same-day',
  HTEL: 'same-day',
  BSTL: 'next-day',
  HTPL: 'next-day',
} as const satisfies Record<SubscriptionType, 'same-day' | 'next-day'>;
export type PlanDeliveryTier = (typeof planDeliveryTiers)[SubscriptionType];

/** The plan's delivery in words ('Same-day delivery', 'Next-day delivery'); undefined for any other type. */
export function planDelivery(
  type: string | null | undefined,
  messages: PlanMessages = itemMessages,
): string | undefined {
  if (!isSubscriptionType(type)) return undefined;
  return planDeliveryTiers[type] === 'same-day'
    ? messages.membershipSameDayDelivery
    : messages.membershipNextDayDelivery;
}

/** A membership item product's durations (§3): the renewal's, and the subscription's. */
export interface MembershipItemDurations {
  computedMembershipItemData?: { renewalDurationQuantity?: number; renewalDurationUomCode?: string } | null;
  subscriptionDurationQuantity?: number;
  subscriptionDurationUomCode?: string;
}

/** The plan's duration: its renewal duration, else its subscription duration; undefined when neither is whole. */
export function planDuration(item: MembershipItemDurations): MembershipDuration | undefined {
  const renewal = item.computedMembershipItemData;
  const candidates = [
    { quantity: renewal?.renewalDurationQuantity, unit: renewal?.renewalDurationUomCode },
    { quantity: item.subscriptionDurationQuantity, unit: item.subscriptionDurationUomCode },
  ];
  for (const { quantity, unit } of candidates) {
    if (quantity === undefined || !unit) continue;
    const duration = { quantity, unit: unit as DurationUnit };
    if (membershipPeriod(duration)) return duration;
  }
  return undefined;
}

/**
 * The period in words: 'one year', 'six months', 'thirty days'. A multiple of 12 months reads as
 * years; '' when there is no readable duration.
 */
export function planPeriod(duration: MembershipDuration | undefined): string {
  return duration ? membershipPeriod(duration) : '';
}

/**
 * The period in days (§9: 1 month is 30 days, 12 months 365), as @aisle/core reads it: each whole
 * 12 months count 365 days and each month left over 30, so 18 months are 545 days (ambiguity 22's
 * "30 × n" would say 540; the two agree on every duration up to a year and on whole years). null
 * when there is no readable duration.
 */
export function planDays(duration: MembershipDuration | undefined): number | null {
  return duration ? renewalDurationDays(duration) : null;
}

export interface PlanDateOptions {
  /** The IANA zone an instant is read in; 'UTC' by default. */
  timeZone?: string;
  messages?: PlanMessages;
}

/**
 * A membership date (renewal, cancellation, free-trial charge) as 'MMMM DD, YYYY' ('November 05,
 * 2026'), or 'Unknown' when it is missing or unreadable.
 */
export function planDate(value: DateInput | null | undefined, options: PlanDateOptions = {}): string {
  const { timeZone, messages = itemMessages } = options;
  return formatMembershipDate(value, { unknown: messages.membershipDateUnknown, ...(timeZone && { timeZone }) });
}
