'use client';

import { useFeatureRoutes } from '@aisle/core';
import { walletRoutes, type WalletRoutes } from '../routes';

/** The wallet routes with the host's `routes={{ wallet: { … } }}` applied. */
export function useWalletRoutes(): WalletRoutes {
  return useFeatureRoutes('wallet', walletRoutes);
}
