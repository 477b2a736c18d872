// The fraud-capture script (wallet spec §4 "Fraud check", §7 "Scripts loaded"): loaded on flyout
// mount with a transaction id, retried up to 3 times, never for the pharmacy apps. The provider's
// script is the product team's: they pass a loader, so no vendor URL lives in this package.
import type { AppName } from '@aisle/contracts';
import { isPharmacyApp } from '../cards/cardRules';
import type { WalletEnvironment } from '../config/walletSettings';

export interface FraudCaptureLoadOptions {
  /** Sent as `accertifyTransactionId` with the card adds of this visit. */
  transactionId: string;
  environment: WalletEnvironment;
  appName: AppName;
}

/** What the host's loader is given: the visit's transaction, and §9's setting for the script. */
export interface FraudCaptureScriptOptions extends FraudCaptureLoadOptions {
  /**
   * §9 "Fraud-capture setting 500", which gives no unit or name. Read as the script's capture
   * interval: it records the shopper's behaviour (the `ubaEvents` of `deviceInfo`) at most every
   * this many milliseconds. Hand it to your script's own setting.
   */
  captureIntervalMs: number;
}

/** Loads (or re-arms) the provider's fraud-capture script; rejects when it could not. */
export type FraudCaptureLoader = (options: FraudCaptureScriptOptions) => Promise<void>;

/**
 * The host's loader as the wallet runs it (`prepareFraudCapture`): after the privacy tool, with
 * §9's setting and the retries. Never rejects: a fraud script must not stop the shopper paying.
 */
export type PreparedFraudCapture = (options: FraudCaptureLoadOptions) => Promise<void>;

/** §9: the fraud script is retried 3 times. */
export const fraudScriptRetries = 3;

/** §9 "Fraud-capture setting 500", as `captureIntervalMs` (see `FraudCaptureScriptOptions`). */
export const fraudCaptureIntervalMs = 500;

export const newTransactionId = () =>
  globalThis.crypto?.randomUUID?.() ?? `t${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/**
 * A transaction for a visit, when a fraud script will run for it: with a loader, outside the
 * pharmacy apps. An id no script saw would mean nothing to the payment service.
 */
export const newFraudTransactionId = (
  load: FraudCaptureLoader | PreparedFraudCapture | undefined,
  appName: AppName,
): string | undefined => (load && !isPharmacyApp(appName) ? newTransactionId() : undefined);

/**
 * Runs the loader once and then up to `retries` more times. Resolves whether it loaded: a fraud
 * script that will not load must not stop the shopper paying.
 */
export async function loadFraudCapture<Options extends FraudCaptureLoadOptions>(
  load: (options: Options) => Promise<void>,
  options: Options,
  retries = fraudScriptRetries,
): Promise<boolean> {
  if (isPharmacyApp(options.appName)) return false;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      await load(options);
      return true;
    } catch {
      // Try again: the script's host may be slow to answer.
    }
  }
  return false;
}
