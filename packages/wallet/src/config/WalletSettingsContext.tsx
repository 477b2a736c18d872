'use client';

import { useStorefront } from '@aisle/core';
import { createContext, useContext, useInsertionEffect, useMemo, useRef, type ReactNode } from 'react';
import { PaymentIntentScope } from '../paymentIntent/PaymentIntentScope';
import { hostedFraudData, hostedFraudKey } from './hostedFraudData';
import { settingsCalls, settingsCallsKey } from './settingsCalls';
import { resolveWalletSettings, type ResolvedWalletSettings, type WalletSettings } from './walletSettings';

const WalletSettingsContext = createContext<ResolvedWalletSettings | null>(null);

/**
 * Gives the wallet's screens their settings; the flyout and the wallet page each render one. In
 * checkout mode their calls carry checkout's payment intent (`PaymentIntentScope`).
 */
export function WalletSettingsProvider({ settings, children }: { settings: WalletSettings; children: ReactNode }) {
  const { applicationId } = useStorefront();
  // The flyout and card box nest in checkout's own provider: the outermost sends the intent.
  const outermost = useContext(WalletSettingsContext) === null;
  // The fraud and device functions read the host's through a ref, so an inline `() => …` never
  // makes new ones: a new loader would load the fraud script again.
  const latest = useRef(settings);
  // Before any effect below it runs, so a screen's first load already sees this render's settings.
  useInsertionEffect(() => {
    latest.current = settings;
  });
  const fraudKey = hostedFraudKey(settings);
  const hosted = useMemo(
    // eslint-disable-next-line react-hooks/refs -- the functions read `latest` when called, never during render.
    () => hostedFraudData(settings, () => latest.current),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fraudKey` says which functions the host gives.
    [fraudKey],
  );
  const callsKey = settingsCallsKey(settings);
  const calls = useMemo(
    // eslint-disable-next-line react-hooks/refs -- the calls read `latest` when called, never during render.
    () => settingsCalls(settings, () => latest.current),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `callsKey` says which calls the settings give.
    [callsKey],
  );
  // Settings are usually an inline object: key the memo on their content (and on the functions,
  // which JSON leaves out).
  const key = JSON.stringify(settings);
  const resolved = useMemo(
    () => resolveWalletSettings(settings, applicationId, hosted, calls),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `settings`.
    [
      key,
      applicationId,
      hosted,
      calls,
      settings.checkoutConfig?.getEbtCardPaymentTotal,
      settings.checkoutConfig?.getNewPaymentIntent,
      settings.signOut,
    ],
  );
  const provided = <WalletSettingsContext.Provider value={resolved}>{children}</WalletSettingsContext.Provider>;
  return outermost && settings.mode === 'checkout' ? (
    <PaymentIntentScope settings={settings}>{provided}</PaymentIntentScope>
  ) : (
    provided
  );
}

export function useWalletSettings(): ResolvedWalletSettings {
  const settings = useContext(WalletSettingsContext);
  if (!settings)
    throw new Error('Wallet screens need a WalletSettingsProvider (PaymentFlyout and WalletPage render one).');
  return settings;
}
