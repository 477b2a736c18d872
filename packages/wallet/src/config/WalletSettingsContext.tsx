'use client';

import { useStorefront } from '@aisle/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resolveWalletSettings, type ResolvedWalletSettings, type WalletSettings } from './walletSettings';

const WalletSettingsContext = createContext<ResolvedWalletSettings | null>(null);

/** Gives the wallet's screens their settings; the flyout and the wallet page each render one. */
export function WalletSettingsProvider({ settings, children }: { settings: WalletSettings; children: ReactNode }) {
  const { applicationId } = useStorefront();
  // Settings are usually an inline object: key the memo on their content (and on the functions,
  // which JSON leaves out).
  const key = JSON.stringify(settings);
  const resolved = useMemo(
    () => resolveWalletSettings(settings, applicationId),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `settings`.
    [key, applicationId, settings.checkoutConfig?.getEbtCardPaymentTotal, settings.signOut],
  );
  return <WalletSettingsContext.Provider value={resolved}>{children}</WalletSettingsContext.Provider>;
}

export function useWalletSettings(): ResolvedWalletSettings {
  const settings = useContext(WalletSettingsContext);
  if (!settings)
    throw new Error('Wallet screens need a WalletSettingsProvider (PaymentFlyout and WalletPage render one).');
  return settings;
}
