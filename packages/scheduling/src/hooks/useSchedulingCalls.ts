'use client';

import { useBanner, useFeatureCalls } from '@aisle/core';
import { useMemo } from 'react';
import { schedulingCalls, type SchedulingCalls } from '../calls';

/**
 * The scheduling calls with the host's `calls={{ scheduling: { … } }}` applied; stable across renders.
 * The preferences are read for the provider's banner (`filter.chain`, §7 "Customer preferences"),
 * unless the caller names another chain.
 */
export function useSchedulingCalls(): SchedulingCalls {
  const calls = useFeatureCalls('scheduling', schedulingCalls);
  const chain = useBanner().id;
  return useMemo(
    () => ({
      ...calls,
      getPreferences: (client, names, options = {}) => calls.getPreferences(client, names, { chain, ...options }),
    }),
    [calls, chain],
  );
}
