import { isPharmacyApp } from '../cards/cardRules';
import {
  fraudCaptureIntervalMs,
  fraudScriptRetries,
  loadFraudCapture,
  type FraudCaptureLoader,
  type PreparedFraudCapture,
} from './fraudCapture';
import { privacyToolWait, waitForPrivacyTool, type PrivacyConsent } from './privacyTool';

export interface PrepareFraudCaptureOptions {
  /** The host's privacy tool; without one the script loads at once. */
  privacyConsent?: PrivacyConsent | undefined;
  privacyWait?: { timeoutMs: number; pollMs: number };
  captureIntervalMs?: number;
  retries?: number;
}

/**
 * The host's fraud-capture loader as §4 and §9 run it: never for the pharmacy apps; after the
 * privacy tool allows it or has not answered in 5000 ms (asked every 1000 ms); with the capture
 * interval; retried 3 times. A tool still silent after the wait loads the script all the same: §4
 * loads it on every flyout mount, and a privacy tool that never loads must not switch fraud checks
 * off. Only the shopper's refusal keeps it out. Never rejects.
 */
export function prepareFraudCapture(
  load: FraudCaptureLoader,
  {
    privacyConsent,
    privacyWait = privacyToolWait,
    captureIntervalMs = fraudCaptureIntervalMs,
    retries = fraudScriptRetries,
  }: PrepareFraudCaptureOptions = {},
): PreparedFraudCapture {
  return async (options) => {
    if (isPharmacyApp(options.appName)) return;
    if (privacyConsent && (await waitForPrivacyTool(privacyConsent, privacyWait)) === 'refused') return;
    await loadFraudCapture(load, { ...options, captureIntervalMs }, retries);
  };
}
