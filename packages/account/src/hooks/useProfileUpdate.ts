'use client';

import { serviceKey, useServiceClient } from '@aisle/core';
import { fullProfileProjection, profilePaths } from '@aisle/contracts/account';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Profile, ProfileUpdate } from '../api/profile';
import { useAccountCalls } from './useAccountCalls';

export interface UseProfileUpdateOptions {
  /** The zone the saved profile's dates are shown in, as `useProfile` was given; UTC by default. */
  timeZone?: string;
}

/** Saves the shopper's names and phones; rejects with the failure, so the form can keep what was typed. */
export type ProfileUpdater = (update: ProfileUpdate) => Promise<Profile>;

/**
 * The profile update. The saved profile the service answers becomes what `useProfile` shows at
 * once, without reading it again.
 */
export function useProfileUpdate({ timeZone }: UseProfileUpdateOptions = {}): ProfileUpdater {
  const client = useServiceClient();
  const { updateProfile } = useAccountCalls();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (update) => {
      const profile = await updateProfile(client, update, timeZone ? { timeZone } : {});
      // The key `useProfile` reads the profile under.
      await mutate(serviceKey(profilePaths.profile, { projections: fullProfileProjection }), profile, {
        revalidate: false,
      });
      return profile;
    },
    [client, updateProfile, mutate, timeZone],
  );
}
