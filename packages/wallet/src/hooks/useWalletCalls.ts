'use client';

import { useFeatureCalls } from '@aisle/core';
import { useMemo } from 'react';
import { walletCalls, type WalletCalls } from '../calls';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { withFraudData } from '../deviceData/fraudDataCalls';

/**
 * The wallet calls with the host's `calls={{ wallet: { … } }}` applied, the settings' own `calls`
 * over them (checkout's card add and update) and, when the settings give them, the telemetry header
 * on every call and `deviceInfo` on card adds (§7); stable across renders.
 */
export function useWalletCalls(): WalletCalls {
  const hostCalls = useFeatureCalls('wallet', walletCalls);
  const { appName, deviceData, botTelemetry, calls: screenCalls } = useWalletSettings();
  return useMemo(
    () =>
      withFraudData(screenCalls ? { ...hostCalls, ...screenCalls } : hostCalls, { appName, deviceData, botTelemetry }),
    [hostCalls, screenCalls, appName, deviceData, botTelemetry],
  );
}
