import { WalletRoutePage } from './WalletRoutePage';

/**
 * /mywallet/hosted: the account menu's Wallet on banners with a hosted payment page (Harris
 * Teeter). The same wallet page, as the WEB HOSTED PAYMENT PAGE app: its calls carry a token
 * acquired silently from the session, which can do payment calls and nothing else.
 */
export function HostedWalletRoutePage() {
  return <WalletRoutePage hosted />;
}
