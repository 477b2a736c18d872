import type { MembershipEnrolment } from '@aisle/contracts/account';
import { demoShoppers, type DemoMembership } from '../seed/demoShoppers';
import type { ShopperRow } from '../shoppers/shoppers';

const day = 24 * 60 * 60 * 1000;
/** Scheduling spec §9: twelve months of membership are 365 days. */
const yearDays = 365;

const calendarDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The next renewal after `now` of a yearly membership that started at `startedAt`: memberships
 * renew by themselves, so a demo folder seeded long ago still shows a date to come.
 */
export function nextRenewal(startedAt: Date, now: Date): Date {
  const years = Math.max(1, Math.floor((now.getTime() - startedAt.getTime()) / (yearDays * day)) + 1);
  return new Date(startedAt.getTime() + years * yearDays * day);
}

function enrolmentOf(membership: DemoMembership, startedAt: Date, now: Date): MembershipEnrolment {
  const renewal = calendarDay(nextRenewal(startedAt, now));
  return {
    status: 'ACTIVE',
    subscriptionType: membership.subscriptionType,
    renewalDueDate: renewal,
    // Renewed automatically: no manual renewal, no cancellation, sold by the banner (no partner).
    computedManualRenewalDate: null,
    cancellationDate: null,
    partner: null,
    itemProduct: {
      computedMembershipItemData: {
        renewalPrice: membership.price,
        computedRenewalDateUtc: renewal,
        freeTrialChargeDateUtc: null,
        renewalDurationQuantity: 12,
        renewalDurationUomCode: 'MONTH',
      },
      subscriptionDurationQuantity: 12,
      subscriptionDurationUomCode: 'MONTH',
      originalPrice: { regular: { price: membership.price } },
    },
  };
}

/**
 * The shopper's enrolment, or null. Derived from the demo seed rather than stored: nobody can
 * enrol or cancel through the reference API, so a table would only copy the seed. Dates count from
 * the seeding (the shopper's creation plus their `createdDaysAgo`), so they stay put across restarts.
 */
export function membershipEnrolmentOf(
  shopper: Pick<ShopperRow, 'email' | 'date_created'>,
  now: Date,
): MembershipEnrolment | null {
  const demo = demoShoppers.find((candidate) => candidate.email === shopper.email);
  if (!demo?.membership) return null;
  const seededAt = shopper.date_created.getTime() + demo.createdDaysAgo * day;
  return enrolmentOf(demo.membership, new Date(seededAt - demo.membership.startedDaysAgo * day), now);
}
