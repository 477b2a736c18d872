'use client';

import { useFeatureCalls } from '@aisle/core';
import { schedulingCalls, type SchedulingCalls } from '../calls';

/** The scheduling calls with the host's `calls={{ scheduling: { … } }}` applied; stable across renders. */
export function useSchedulingCalls(): SchedulingCalls {
  return useFeatureCalls('scheduling', schedulingCalls);
}
