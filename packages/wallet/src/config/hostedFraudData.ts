import type { BotTelemetry } from '../deviceData/botTelemetry';
import type { DeviceDataProvider } from '../deviceData/deviceInfo';
import type { PreparedFraudCapture } from '../fraudCapture/fraudCapture';
import { prepareFraudCapture } from '../fraudCapture/prepareFraudCapture';
import type { WalletSettings } from './walletSettings';

/** The host's fraud and device settings as the wallet's screens and calls use them. */
export interface HostedFraudData {
  /** The host's loader after the privacy tool, with §9's setting and retries; never rejects. */
  loadFraudCapture: PreparedFraudCapture | undefined;
  deviceData: DeviceDataProvider | undefined;
  botTelemetry: BotTelemetry | undefined;
}

/**
 * Which of them the host gives: the functions below depend on that alone, so an inline `() => …`
 * in the host's settings never makes new ones.
 */
export const hostedFraudKey = (settings: WalletSettings) =>
  [settings.loadFraudCapture, settings.privacyConsent, settings.deviceData, settings.botTelemetry]
    .map((given) => (given ? '1' : '0'))
    .join('');

/**
 * Functions that call the host's latest ones through `read`, made from what `settings` gives. Stable
 * functions matter: the screens load the fraud script when `loadFraudCapture` changes.
 */
export function hostedFraudData(settings: WalletSettings, read: () => WalletSettings): HostedFraudData {
  const { loadFraudCapture, privacyConsent, deviceData, botTelemetry } = settings;
  return {
    loadFraudCapture:
      loadFraudCapture &&
      prepareFraudCapture((options) => (read().loadFraudCapture ?? loadFraudCapture)(options), {
        privacyConsent: privacyConsent && (() => (read().privacyConsent ?? privacyConsent)()),
      }),
    deviceData: deviceData && ((context) => (read().deviceData ?? deviceData)(context)),
    botTelemetry: botTelemetry && (() => (read().botTelemetry ?? botTelemetry)()),
  };
}
