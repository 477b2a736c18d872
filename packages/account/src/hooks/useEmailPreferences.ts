'use client';

import type { EmailPreference, EmailPreferencesResponse } from '@aisle/contracts/account';
import { isServiceError, serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { useCallback, useState } from 'react';
import type { EmailPreferencesAccess } from '../api/emailPreferences';
import { emailPreferencesError, type AccountError } from '../api/errors';
import { communicationPaths } from '@aisle/contracts/account';
import { useAccountMessages } from '../messages';
import { useAccountCalls } from './useAccountCalls';

/** The call status of the spec (§4), plus 'loaded' once nothing is in flight or failed. */
export type EmailPreferencesStatus = 'loading' | 'loaded' | 'updating' | 'load error' | 'update error';

export interface EmailPreferencesState {
  preferences: EmailPreference[];
  /** The service's own flag that some categories could not be read. */
  hasErrors: boolean;
  status: EmailPreferencesStatus;
  /** The failure to show, in the table's words (with the host's overrides). */
  error: AccountError | undefined;
  /** The failure is NO_PREFERRED_STORE, which has its own path (spec §8): choosing a store, not retrying. */
  noPreferredStore: boolean;
  /** Sends the given list; on success it becomes the shown list. Rejects on failure. */
  update(preferences: readonly EmailPreference[]): Promise<void>;
  /** Loads the list again, e.g. after a load error. */
  retry(): Promise<void>;
}

// The encrypted email travels in a header, never the URL; it is in the key only to tell shoppers apart.
const keyOf = (access: EmailPreferencesAccess) =>
  access.version === 'v2'
    ? ([communicationPaths.emailPreferencesV2, undefined, undefined, access.encryptedEmail] as const)
    : serviceKey(communicationPaths.emailPreferences, { token: access.token, token2: access.token2 });

export function useEmailPreferences(access: EmailPreferencesAccess = {}): EmailPreferencesState {
  const client = useServiceClient();
  const { getEmailPreferences, updateEmailPreferences } = useAccountCalls();
  const messages = useAccountMessages();
  const {
    data,
    error: loadError,
    isLoading,
    mutate,
  } = useServiceSWR(keyOf(access), () => getEmailPreferences(client, access));
  const [updating, setUpdating] = useState(false);
  const [updateError, setUpdateError] = useState<unknown>(undefined);
  // The access's parts, so a new object with the same values keeps `update` the same.
  const v2 = access.version === 'v2';
  const encryptedEmail = v2 ? access.encryptedEmail : undefined;
  const token = v2 ? undefined : access.token;
  const token2 = v2 ? undefined : access.token2;

  const update = useCallback(
    async (preferences: readonly EmailPreference[]) => {
      setUpdating(true);
      setUpdateError(undefined);
      try {
        await updateEmailPreferences(client, preferences, v2 ? { version: 'v2', encryptedEmail } : { token, token2 });
        await mutate(
          (current?: EmailPreferencesResponse) => ({
            hasErrors: current?.hasErrors ?? false,
            emailUngroupedPreferences: [...preferences],
          }),
          { revalidate: false },
        );
      } catch (caught) {
        setUpdateError(caught);
        throw caught;
      } finally {
        setUpdating(false);
      }
    },
    [client, updateEmailPreferences, mutate, v2, token, token2, encryptedEmail],
  );

  const status: EmailPreferencesStatus = isLoading
    ? 'loading'
    : updating
      ? 'updating'
      : updateError !== undefined
        ? 'update error'
        : loadError !== undefined
          ? 'load error'
          : 'loaded';
  const failure = updateError ?? loadError;
  return {
    preferences: data?.emailUngroupedPreferences ?? [],
    hasErrors: data?.hasErrors ?? false,
    status,
    error: failure === undefined ? undefined : emailPreferencesError(failure, messages),
    noPreferredStore: isServiceError(failure) && failure.code === 'NO_PREFERRED_STORE',
    update,
    retry: async () => {
      setUpdateError(undefined);
      await mutate();
    },
  };
}
