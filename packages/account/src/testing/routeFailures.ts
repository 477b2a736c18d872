import { HttpResponse } from 'msw';
import { errorBody } from './fixtures';

/** Every route the account handlers serve, by the spec's call names. */
export type AccountRoute =
  | 'profile'
  | 'updateProfile'
  | 'addresses'
  | 'addAddress'
  | 'updateAddress'
  | 'removeAddress'
  | 'validateAddress'
  | 'legacyAddresses'
  | 'legacyAddAddress'
  | 'legacyUpdateAddress'
  | 'legacyRemoveAddress'
  | 'legacyValidateAddress'
  | 'emailPreferences'
  | 'updateEmailPreferences'
  | 'smsOptInStatus'
  | 'smsOptIn'
  | 'communityRewards'
  | 'preferredStore'
  | 'updatePreferredStore'
  | 'storeLocator';

/** A route made to fail: a status with the spec's error body, or no answer at all. */
export type RouteFailure = { status: number; code?: string; reason?: string } | 'network-error';

export type RouteFailures = Partial<Record<AccountRoute, RouteFailure>>;

/** The failure response for a route, or undefined when it should answer normally. */
export function failureFor(failures: RouteFailures | undefined, route: AccountRoute): Response | undefined {
  const failure = failures?.[route];
  if (!failure) return undefined;
  if (failure === 'network-error') return HttpResponse.error();
  return HttpResponse.json(errorBody(failure.code ?? 'SERVICE_ERROR', failure.reason), { status: failure.status });
}
