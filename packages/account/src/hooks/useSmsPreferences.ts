import { serviceKey, useServiceClient } from '@aisle/core';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { smsPreferenceError, smsWarningMessage } from '../api/errors';
import { communicationPaths } from '../api/paths';
import {
  getSmsOptInStatus,
  smsPreferenceText,
  updateSmsOptIn,
  type SmsPreferenceText,
  type SmsPreferenceType,
} from '../api/smsPreferences';
import { useAccountMessages } from '../messages';
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

export interface SmsPreferencesState {
  preferences: SmsPreference[];
  /** Applies the change at once, posts it, and rolls it back with a message when it fails. */
  toggle(type: SmsPreferenceType, selected: boolean): Promise<void>;
}

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
  const messages = useAccountMessages();
  const { profile } = useProfile({ signedIn: options.phoneNumber === undefined });
  const phoneNumber = options.phoneNumber !== undefined ? options.phoneNumber : profile?.mobilePhoneNumber;
  const waiting = options.phoneNumber === undefined && profile === undefined;

  // One status call per type; a failure of one type leaves the others loaded.
  const { data, isLoading } = useSWR(
    waiting ? null : serviceKey(communicationPaths.smsOptInStatus, { phoneNumber, types: [...types] }),
    () =>
      Promise.all(
        types.map((type): Promise<Loaded> =>
          getSmsOptInStatus(client, phoneNumber, type).then(
            ({ customerOptedIn }) => ({ selected: customerOptedIn }),
            (error: unknown) => ({ error }),
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
    async (type: SmsPreferenceType, selected: boolean) => {
      const before = preferences.find((preference) => preference.preferenceType === type)?.selected ?? false;
      const change = (next: Change) => setChanges((current) => ({ ...current, [type]: { ...current[type], ...next } }));
      // Optimistic: the new value shows at once, the warning is cleared.
      change({ selected, warning: undefined, error: undefined, loading: true });
      try {
        const answer = await updateSmsOptIn(client, phoneNumber, type, selected);
        change({ selected: answer.customerOptedIn, warning: answer.warning, loading: false });
      } catch (error) {
        change({
          selected: before,
          loading: false,
          error: smsPreferenceError(error, type, 'update', messages).message,
        });
      }
    },
    [client, phoneNumber, preferences, messages],
  );

  return { preferences, toggle };
}
