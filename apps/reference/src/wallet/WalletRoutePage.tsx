import { WalletPage } from '@aisle/wallet';
import { Suspense, useMemo, useState } from 'react';
import { AccountPage } from '../account/AccountPage';
import { LazyCookiePreferencesModal } from '../privacy/lazyCookiePreferences';
import { storefrontWalletSettings } from './walletSettings';

/**
 * /mywallet: the wallet page of @aisle/wallet inside the account area (it brings its own h1), its
 * legal footer's 'Cookie Preferences' opening the storefront's privacy tool.
 */
export function WalletRoutePage() {
  const settings = useMemo(() => storefrontWalletSettings(), []);
  // Null until first asked for: the tool's code loads then, not with the page.
  const [preferencesOpen, setPreferencesOpen] = useState<boolean | null>(null);
  return (
    <AccountPage heading={null}>
      <WalletPage settings={settings} onCookiePreferences={() => setPreferencesOpen(true)} />
      {preferencesOpen !== null && (
        <Suspense fallback={null}>
          <LazyCookiePreferencesModal open={preferencesOpen} onOpenChange={setPreferencesOpen} />
        </Suspense>
      )}
    </AccountPage>
  );
}
