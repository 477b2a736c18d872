'use client';

import { useWalletSettings } from './WalletSettingsContext';

/** The props every secure field of a wallet screen takes from the settings: `<SecurePinField {...secure} />`. */
export function useSecureFieldSettings() {
  const { secureFieldsOrigin, secureFieldsFrameUrl } = useWalletSettings();
  return { origin: secureFieldsOrigin, ...(secureFieldsFrameUrl ? { frameUrl: secureFieldsFrameUrl } : {}) };
}
