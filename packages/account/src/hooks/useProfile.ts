'use client';

import { serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { fullProfileProjection, profilePaths } from '@aisle/contracts/account';
import type { Profile } from '../api/profile';
import { useAccountCalls } from './useAccountCalls';

export interface UseProfileOptions {
  /** The profile is fetched for signed-in shoppers only (spec §6). */
  signedIn?: boolean;
  /** The zone the profile's dates are shown in; UTC by default. */
  timeZone?: string;
}

export interface ProfileState {
  profile: Profile | undefined;
  error: unknown;
  isLoading: boolean;
  refresh(): Promise<void>;
}

export function useProfile({ signedIn = true, timeZone }: UseProfileOptions = {}): ProfileState {
  const client = useServiceClient();
  const { getProfile } = useAccountCalls();
  const { data, error, isLoading, mutate } = useServiceSWR(
    signedIn ? serviceKey(profilePaths.profile, { projections: fullProfileProjection }) : null,
    () => getProfile(client, timeZone ? { timeZone } : {}),
  );
  return {
    profile: data,
    error,
    isLoading,
    refresh: async () => {
      await mutate();
    },
  };
}
