import { isObject, json, localValue, useStoredValue } from '../shopping/storedValue';

/** What the shopper chose in 'Cookie Preferences'. Strictly necessary storage is not a choice. */
export interface PrivacyChoices {
  /** The fraud script and the device data sent with a card add (wallet spec §4 "Fraud check"). */
  fraudPrevention: boolean;
}

function parseChoices(value: unknown): PrivacyChoices | undefined {
  return isObject(value) && typeof value.fraudPrevention === 'boolean'
    ? { fraudPrevention: value.fraudPrevention }
    : undefined;
}

/** Kept in this browser only: the server renders nothing from it. Null until the shopper chooses. */
export const privacyChoicesStore = localValue<PrivacyChoices | null>('aisle.privacy', json(parseChoices), null);

export const usePrivacyChoices = (): PrivacyChoices | null => useStoredValue(privacyChoicesStore);

/**
 * The wallet's `privacyConsent`: whether the fraud script and device data may run. Allowed until
 * refused, as US sites ask (an opt-out): a shopper who never opened 'Cookie Preferences' adds a
 * card with the fraud check, one who turned it off adds it without.
 */
export function fraudPreventionAllowed(): boolean {
  return privacyChoicesStore.read()?.fraudPrevention ?? true;
}
