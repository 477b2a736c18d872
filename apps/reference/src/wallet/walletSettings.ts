import type { WalletSettings } from '@aisle/wallet';
import { referenceBotTelemetry } from './botTelemetry';
import { referenceDeviceData } from './deviceData';
import { loadReferenceFraudCapture } from './fraudCapture';
import { fraudPreventionAllowed } from '../privacy/privacyChoices';

/** Where `npm start` serves the secure fields when no page names them (the Vite dev server). */
const devSecureFieldsOrigin = 'http://127.0.0.1:3001';

/**
 * The secure card fields' origin: the reference API names it in the served page's
 * `<meta name="aisle-secure-fields-origin">`, so the storefront never hard-codes a port.
 */
export function readSecureFieldsOrigin(): string {
  if (typeof document === 'undefined') return devSecureFieldsOrigin;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="aisle-secure-fields-origin"]');
  return meta?.content || devSecureFieldsOrigin;
}

/**
 * The storefront is the click-list app: every card kind, balances fetched per gift card, the
 * reference fraud script, device data and bot telemetry (§4, §7). Its privacy tool is 'Cookie
 * Preferences': it always answers, so the fraud script never waits for it, and a shopper who
 * turned fraud prevention off gets neither the script nor device data.
 */
export function storefrontWalletSettings(overrides: Partial<WalletSettings> = {}): WalletSettings {
  return {
    appName: 'CLICKLIST',
    environment: 'LOCAL',
    secureFieldsOrigin: readSecureFieldsOrigin(),
    walletConfig: { saveCardOptionEnabled: true, showSnapCards: true, showGiftCards: true },
    locationData: { storeId: '01400352', facilityId: '01400352' },
    loadFraudCapture: loadReferenceFraudCapture,
    privacyConsent: fraudPreventionAllowed,
    deviceData: (context) => (fraudPreventionAllowed() ? referenceDeviceData(context) : undefined),
    botTelemetry: referenceBotTelemetry,
    ...overrides,
  };
}
