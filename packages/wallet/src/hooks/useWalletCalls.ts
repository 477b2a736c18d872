'use client';

import { useFeatureCalls } from '@aisle/core';
import { walletCalls, type WalletCalls } from '../calls';

/** The wallet calls with the host's `calls={{ wallet: { … } }}` applied; stable across renders. */
export function useWalletCalls(): WalletCalls {
  return useFeatureCalls('wallet', walletCalls);
}
