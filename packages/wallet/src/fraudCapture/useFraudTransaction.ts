'use client';

import { useEffect, useState } from 'react';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { newFraudTransactionId } from './fraudCapture';

/**
 * The wallet page's fraud-capture transaction (§4 "Fraud check", §7: the page's card adds carry
 * `accertifyTransactionId`): one per visit, its script loaded on mount (after the privacy tool,
 * retried: the settings' prepared loader). Undefined without a loader and in the pharmacy apps,
 * which never load the script.
 */
export function useFraudTransaction(): string | undefined {
  const { loadFraudCapture: loadScript, environment, appName } = useWalletSettings();
  const [transactionId] = useState(() => newFraudTransactionId(loadScript, appName));
  useEffect(() => {
    if (transactionId && loadScript) void loadScript({ transactionId, environment, appName });
  }, [transactionId, loadScript, environment, appName]);
  return transactionId;
}
