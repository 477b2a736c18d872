import type { DeliveryPromoOffer } from '@aisle/checkout';
import {
  activeMembershipStatus,
  membershipPaths,
  type MembershipEnrolment,
  type MembershipEnrolmentResponse,
} from '@aisle/contracts/account';
import { serviceKey, useBanner, useServiceSWR } from '@aisle/core';
import { membershipBannerTypes } from '@aisle/scheduling';
import { useSession } from '../session/useSession';

const suppressing = new Set<string>(membershipBannerTypes);

/**
 * The membership the payment step's delivery promo offers (checkout spec §9, LIM-12), or none:
 * not to a running BST or BSTL member — the scheduling step's rule for its promo (§6, ROLE-04) —
 * and not before the enrolment is known (undefined), so it never flashes on for a member.
 */
export function deliveryPromoFor(
  enrolment: MembershipEnrolment | null | undefined,
  membership: string,
): DeliveryPromoOffer | null {
  if (enrolment === undefined) return null;
  const running = enrolment?.status === activeMembershipStatus;
  if (running && suppressing.has(enrolment.subscriptionType)) return null;
  return { membership };
}

/**
 * The signed-in shopper's delivery promo, by their enrolment and the banner's membership name. The
 * enrolment is read under the account's membership key (`useMembership` shares the answer), not
 * through that hook: the checkout page sharing the account pages' module split their common chunk
 * and put the first download a few bytes over its limit.
 */
export function useDeliveryPromo(): DeliveryPromoOffer | null {
  const signedIn = useSession() !== null;
  const { data } = useServiceSWR<MembershipEnrolmentResponse>(signedIn ? serviceKey(membershipPaths.enrolment) : null);
  return deliveryPromoFor(data?.data.enrolment, useBanner().features.membershipName);
}
