// Customer preferences (scheduling spec §7 "Customer preferences", "Add preferences", "Update
// preference"): the selector keeps the shopper's geolocation consent there.
import {
  schedulingPaths,
  type CustomerPreference,
  type CustomerPreferenceResponse,
  type CustomerPreferencesResponse,
} from '@aisle/contracts/scheduling';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCallOptions } from './options';

/**
 * What each preference is answered with: every field (name, id, value, versionKey, userSet). The
 * spec names the `projections` parameter but not its value; this one is ours.
 */
export const preferencesProjection = 'customerPreferences.full';

/**
 * The shopper's preferences of these names, for the chain (banner) in `chain`: the spec's
 * `projections`, `filter.chain` and comma-separated `filter.name` parameters. `useSchedulingCalls`
 * passes the provider's banner as the chain.
 */
export async function getPreferences(
  client: ServiceClient,
  names: readonly string[],
  options: SchedulingCallOptions & { chain?: string } = {},
): Promise<CustomerPreference[]> {
  const answer = await client.get<CustomerPreferencesResponse>(schedulingPaths.preferences, {
    service: options.service,
    query: {
      projections: preferencesProjection,
      'filter.chain': options.chain,
      'filter.name': names.join(','),
    },
  });
  return answer.data.preferences;
}

/** Adds preferences; those the shopper already has keep their value. */
export async function addPreferences(
  client: ServiceClient,
  preferences: readonly { name: string; value: string }[],
  options: SchedulingCallOptions = {},
): Promise<CustomerPreference[]> {
  const answer = await client.post<CustomerPreferencesResponse>(schedulingPaths.preferences, { preferences }, options);
  return answer.data.preferences;
}

/** Changes one preference under its version key. */
export async function updatePreference(
  client: ServiceClient,
  preference: Pick<CustomerPreference, 'id' | 'value' | 'versionKey'>,
  options: SchedulingCallOptions = {},
): Promise<CustomerPreference> {
  const answer = await client.put<CustomerPreferenceResponse>(
    schedulingPaths.preference(preference.id),
    { value: preference.value, versionKey: preference.versionKey },
    options,
  );
  return answer.data;
}
