'use client';

import { useAnalytics, useCustomerServicePhone } from '@aisle/core';
import { createContext, useCallback, useContext, type Dispatch } from 'react';
import { walletError, type WalletAction, type WalletError } from '../api/errors';
import { useWalletSettings } from '../config/WalletSettingsContext';
import type { WalletState } from '../hooks/useWallet';
import { useWalletMessages } from '../messages';
import type { FlyoutAction, FlyoutState } from './flyoutState';

export interface FlyoutContextValue {
  state: FlyoutState;
  dispatch: Dispatch<FlyoutAction>;
  wallet: WalletState;
  /** Checkout's Confirm: hands the choice to the host and closes, or shows why it cannot. */
  confirm(): void;
}

export const FlyoutContext = createContext<FlyoutContextValue | null>(null);

/** The flyout's state, its moves and the wallet, for the screens inside PaymentFlyout. */
export function useFlyout(): FlyoutContextValue {
  const value = useContext(FlyoutContext);
  if (!value) throw new Error('Flyout screens render inside PaymentFlyout.');
  return value;
}

/** Turns a failed call into the §8 message, with the customer-service number of the app (§6). */
export function useWalletError(): (error: unknown, action: WalletAction) => WalletError {
  const messages = useWalletMessages();
  const { appName } = useWalletSettings();
  const phone = useCustomerServicePhone(appName);
  return useCallback((error, action) => walletError(error, action, messages, { phone }), [messages, phone]);
}

/** The wallet's analytics events, through the provider's callback. */
export function useWalletAnalytics() {
  const track = useAnalytics();
  const { appName, mode } = useWalletSettings();
  return useCallback(
    (type: string, fields: Record<string, unknown> = {}) => track({ type, appName, mode, ...fields }),
    [track, appName, mode],
  );
}
