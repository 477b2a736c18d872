'use client';

import type { SmsPreferenceType } from '@aisle/contracts/account';
import { isServiceError, serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { useCallback, useMemo, useState } from 'react';
import { smsPreferenceError, smsWarningMessage } from '../api/errors';
import { communicationPaths } from '@aisle/contracts/account';
import { MissingMobilePhoneError, smsPreferenceText, type SmsPreferenceText } from '../api/smsPreferences';
import { useAccountMessages } from '../messages';
import { useAccountCalls } from './useAccountCalls';
import { useProfile } from './useProfile';

/** One SMS preference as the spec tracks it (§3, §4), with its words from the message table. */
export interface SmsPreference extends SmsPreferenceText {
  preferenceType: SmsPreferenceType;
  loaded: boolean;
  loading: boolean;
  selected: boolean;
  /** The service's warning after an opt-in; `warningMessage` is what to show for it. */
  warning: string | undefined;
  warningMessage: string | undefined;
  /** The failure to show for this type, in the table's words. */
  error: string | undefined;
}

/** How a toggle ended: saved, waiting for the shopper to answer a text, or rolled back. */
export type SmsToggleOutcome = 'saved' | 'pending' | 'failed';

export interface SmsPreferencesState {
  preferences: SmsPreference[];
  /** Applies the change at once, posts it, and rolls it back with a message when it fails. Never rejects. */
  toggle(type: SmsPreferenceType, selected: boolean): Promise<SmsToggleOutcome>;
}

// The service answers NO_MOBILE_PHONE when the number is missing or not the shopper's mobile: the same case as ours.
const withoutMobilePhone = (error: unknown) =>
  isServiceError(error) && error.code === 'NO_MOBILE_PHONE' ? new MissingMobilePhoneError(error.message) : error;

type Loaded = { selected: boolean } | { error: unknown };
interface Change {
  selected?: boolean;
  warning?: string | undefined;
  error?: string | undefined;
  loading?: boolean;
}

export interface UseSmsPreferencesOptions {
  /** The mobile number; read from the profile when not given. */
  phoneNumber?: string | null;
}

export function useSmsPreferences(
  types: readonly SmsPreferenceType[],
  options: UseSmsPreferencesOptions = {},
): SmsPreferencesState {
  const client = useServiceClient();
  const { getSmsOptInStatus, updateSmsOptIn } = useAccountCalls();
  const messages = useAccountMessages();
  const { profile, error: profileError } = useProfile({ signedIn: options.phoneNumber === undefined });
  const phoneNumber = options.phoneNumber !== undefined ? options.phoneNumber : profile?.mobilePhoneNumber;
  // Without the profile there is no number to ask about: every type fails with the profile's error.
  const profileFailed = options.phoneNumber === undefined && profile === undefined && profileError !== undefined;
  const waiting = options.phoneNumber === undefined && profile === undefined && !profileFailed;

  // One status call per type; a failure of one type leaves the others loaded.
  const { data, isLoading } = useServiceSWR(
    waiting ? null : serviceKey(communicationPaths.smsOptInStatus, { phoneNumber, types: [...types], profileFailed }),
    () =>
      Promise.all(
        types.map((type): Promise<Loaded> =>
          profileFailed
            ? Promise.resolve({ error: profileError })
            : getSmsOptInStatus(client, phoneNumber, type).then(
                ({ customerOptedIn }) => ({ selected: customerOptedIn }),
                (error: unknown) => ({ error: withoutMobilePhone(error) }),
              ),
        ),
      ),
    { revalidateIfStale: false },
  );
  const [changes, setChanges] = useState<Partial<Record<SmsPreferenceType, Change>>>({});

  const preferences = useMemo(
    () =>
      types.map((type, index): SmsPreference => {
        const loaded = data?.[index];
        const change = changes[type] ?? {};
        const loadError =
          loaded && 'error' in loaded ? smsPreferenceError(loaded.error, type, 'load', messages) : undefined;
        const warning = change.warning;
        return {
          preferenceType: type,
          ...smsPreferenceText(type, messages),
          loaded: loaded !== undefined && !('error' in loaded),
          loading: (waiting || isLoading) && loaded === undefined ? true : (change.loading ?? false),
          selected: change.selected ?? (loaded && 'selected' in loaded ? loaded.selected : false),
          warning,
          warningMessage: smsWarningMessage(warning, messages),
          error: 'error' in change ? change.error : loadError?.message,
        };
      }),
    [types, data, changes, messages, waiting, isLoading],
  );

  const toggle = useCallback(
    async (type: SmsPreferenceType, selected: boolean): Promise<SmsToggleOutcome> => {
      const before = preferences.find((preference) => preference.preferenceType === type)?.selected ?? false;
      const change = (next: Change) => setChanges((current) => ({ ...current, [type]: { ...current[type], ...next } }));
      // Optimistic: the new value shows at once, the warning is cleared.
      change({ selected, warning: undefined, error: undefined, loading: true });
      try {
        const answer = await updateSmsOptIn(client, phoneNumber, type, selected);
        change({ selected: answer.customerOptedIn, warning: answer.warning, loading: false });
        return answer.warning ? 'pending' : 'saved';
      } catch (error) {
        change({
          selected: before,
          loading: false,
          error: smsPreferenceError(withoutMobilePhone(error), type, 'update', messages).message,
        });
        return 'failed';
      }
    },
    [client, updateSmsOptIn, phoneNumber, preferences, messages],
  );

  return { preferences, toggle };
}
