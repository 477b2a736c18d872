import { lazy } from 'react';

/** The cookie preferences load on the wallet page's button press, not with the page. */
export const LazyCookiePreferencesModal = lazy(async () => ({
  default: (await import('./CookiePreferencesModal')).CookiePreferencesModal,
}));
