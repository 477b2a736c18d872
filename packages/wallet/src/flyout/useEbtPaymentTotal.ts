'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { ebtPaymentTotal } from '../cards/selection';
import { useWalletSettings } from '../config/WalletSettingsContext';

/** The EBT amount the flyout counts toward the order: checkout's own figure, else the selection's. */
export function useEbtPaymentTotal(selected: readonly WalletCard[]): number {
  const { checkoutConfig } = useWalletSettings();
  return checkoutConfig.getEbtCardPaymentTotal?.() ?? ebtPaymentTotal(selected, checkoutConfig.orderInfo);
}
