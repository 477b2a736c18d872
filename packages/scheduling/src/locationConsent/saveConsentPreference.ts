import type { CustomerPreference } from '@aisle/contracts/scheduling';
import { isServiceError, type ServiceClient } from '@aisle/core';
import type { SchedulingCalls } from '../calls';

type PreferenceCalls = Pick<SchedulingCalls, 'getPreferences' | 'addPreferences' | 'updatePreference'>;

/** What the preference holds for a consent: the service keeps text. */
export const consentValue = (granted: boolean) => (granted ? 'true' : 'false');

/** The consent a stored value gives: 'true' or 'false', anything else is no answer. */
export function consentOf(value: string | undefined): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** The preference was changed, or removed, on another device since it was read. */
const isStale = (error: unknown) =>
  isServiceError(error) &&
  ((error.status === 409 && error.code === 'PREFERENCE_VERSION_CONFLICT') ||
    (error.status === 404 && error.code === 'PREFERENCE_NOT_FOUND'));

/**
 * Saves a consent (scheduling spec §4 "Location consent", §7): adds the preference when the
 * shopper has none, else changes it under the version key `known` was read with. A version
 * conflict reads it again and tries once more; a second failure is thrown. Answers the
 * preference as the service now holds it.
 */
export async function saveConsentPreference(
  calls: PreferenceCalls,
  client: ServiceClient,
  name: string,
  granted: boolean,
  known: CustomerPreference | null | undefined,
): Promise<CustomerPreference> {
  const value = consentValue(granted);
  const update = (preference: CustomerPreference) =>
    calls.updatePreference(client, { id: preference.id, value, versionKey: preference.versionKey });
  const write = async (preference: CustomerPreference | null | undefined) => {
    if (preference) return update(preference);
    const added = (await calls.addPreferences(client, [{ name, value }])).find((each) => each.name === name);
    if (!added) throw new Error(`The preferences service did not answer with ${name} once added.`);
    // Adding keeps a value already there (another tab added it first): change that one.
    return added.value === value ? added : update(added);
  };

  try {
    return await write(known);
  } catch (error) {
    if (!isStale(error)) throw error;
  }
  const fresh = (await calls.getPreferences(client, [name])).find((each) => each.name === name);
  return fresh?.value === value ? fresh : write(fresh);
}
