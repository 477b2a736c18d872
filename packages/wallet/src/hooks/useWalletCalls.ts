'use client';

import { useFeatureCalls } from '@aisle/core';
import { useMemo } from 'react';
import { walletCalls, type WalletCalls } from '../calls';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { withFraudData } from '../deviceData/fraudDataCalls';

/**
 * The wallet calls with the host's `calls={{ wallet: { … } }}` applied and, when the settings give
 * them, the telemetry header on every call and `deviceInfo` on card adds (§7); stable across renders.
 */
export function useWalletCalls(): WalletCalls {
  const calls = useFeatureCalls('wallet', walletCalls);
  const { appName, deviceData, botTelemetry } = useWalletSettings();
  return useMemo(
    () => withFraudData(calls, { appName, deviceData, botTelemetry }),
    [calls, appName, deviceData, botTelemetry],
  );
}
