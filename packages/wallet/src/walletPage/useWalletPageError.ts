'use client';

import { useCustomerServicePhone } from '@aisle/core';
import { useCallback } from 'react';
import { walletError, type WalletAction, type WalletError } from '../api/errors';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { useWalletMessages } from '../messages';

/**
 * Turns a failed call into the §8 message with the app's customer-service number (§6), read the
 * wallet page's way (§8 "SNAP/EBT (wallet page)").
 */
export function useWalletPageError(): (error: unknown, action: WalletAction) => WalletError {
  const messages = useWalletMessages();
  const { appName } = useWalletSettings();
  const phone = useCustomerServicePhone(appName);
  return useCallback(
    (error, action) => walletError(error, action, messages, { phone, surface: 'wallet-page' }),
    [messages, phone],
  );
}
