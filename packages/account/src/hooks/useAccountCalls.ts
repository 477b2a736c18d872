'use client';

import { useFeatureCalls } from '@aisle/core';
import { accountCalls, type AccountCalls } from '../calls';

/** The account calls with the host's `calls={{ account: { … } }}` applied; stable across renders. */
export function useAccountCalls(): AccountCalls {
  return useFeatureCalls('account', accountCalls);
}
