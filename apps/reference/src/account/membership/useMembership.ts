import {
  activeMembershipStatus,
  membershipPaths,
  type MembershipEnrolment,
  type MembershipEnrolmentResponse,
} from '@aisle/contracts/account';
import { serviceKey, useServiceSWR } from '@aisle/core';
import { useSession } from '../../session/useSession';

export interface MembershipState {
  /** The enrolment; null for a shopper without one; undefined until known (or signed out). */
  enrolment: MembershipEnrolment | null | undefined;
  /** Whether the membership runs (status ACTIVE): the navigation's Boost / HTPlus entry shows then. */
  active: boolean;
  isLoading: boolean;
  error: unknown;
  retry(): void;
}

/**
 * The signed-in shopper's Boost (HTPlus) enrolment, read once through the provider's SWR: the
 * navigation and the membership page share the answer, and a page the server rendered for the
 * shopper starts from the server's. Nothing is asked without a session.
 */
export function useMembership(): MembershipState {
  const signedIn = useSession() !== null;
  const { data, error, isLoading, mutate } = useServiceSWR<MembershipEnrolmentResponse>(
    signedIn ? serviceKey(membershipPaths.enrolment) : null,
  );
  const enrolment = data?.data.enrolment;
  return {
    enrolment,
    active: enrolment?.status === activeMembershipStatus,
    isLoading,
    error,
    retry: () => void mutate(),
  };
}
