import { WalletPage } from '@aisle/wallet';
import { useMemo } from 'react';
import { AccountPage } from '../account/AccountPage';
import { storefrontWalletSettings } from './walletSettings';

/** /mywallet: the wallet page of @aisle/wallet inside the account area (it brings its own h1). */
export function WalletRoutePage() {
  const settings = useMemo(() => storefrontWalletSettings(), []);
  return (
    <AccountPage heading={null}>
      <WalletPage settings={settings} />
    </AccountPage>
  );
}
