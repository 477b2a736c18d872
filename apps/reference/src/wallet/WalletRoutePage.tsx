import { HostedPaymentScope, WalletPage } from '@aisle/wallet';
import { Suspense, useMemo, useState } from 'react';
import { AccountPage } from '../account/AccountPage';
import { LazyCookiePreferencesModal } from '../privacy/lazyCookiePreferences';
import { storefrontWalletSettings } from './walletSettings';

export interface WalletRoutePageProps {
  /** As the hosted payment page (`HostedWalletRoutePage`). */
  hosted?: boolean;
}

/**
 * /mywallet: the wallet page of @aisle/wallet inside the account area (it brings its own h1), its
 * legal footer's 'Cookie Preferences' opening the storefront's privacy tool.
 */
export function WalletRoutePage({ hosted = false }: WalletRoutePageProps) {
  const settings = useMemo(
    () => storefrontWalletSettings({ appName: hosted ? 'WEB HOSTED PAYMENT PAGE' : 'CLICKLIST' }),
    [hosted],
  );
  // Null until first asked for: the tool's code loads then, not with the page.
  const [preferencesOpen, setPreferencesOpen] = useState<boolean | null>(null);
  const wallet = <WalletPage settings={settings} onCookiePreferences={() => setPreferencesOpen(true)} />;
  return (
    <AccountPage heading={null}>
      {/* Only the wallet's own calls go with the hosted token: the account area's go as the session's. */}
      {hosted ? <HostedPaymentScope>{wallet}</HostedPaymentScope> : wallet}
      {preferencesOpen !== null && (
        <Suspense fallback={null}>
          <LazyCookiePreferencesModal open={preferencesOpen} onOpenChange={setPreferencesOpen} />
        </Suspense>
      )}
    </AccountPage>
  );
}
