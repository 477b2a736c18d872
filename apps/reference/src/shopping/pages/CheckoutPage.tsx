import { PaymentPage } from '@aisle/checkout';
import { useMemo } from 'react';
import { Redirect, useSearch } from 'wouter';
import { storefrontWalletSettings } from '../../wallet/walletSettings';
import { clearPlacedOrder } from '../placedOrder';

/**
 * /checkout?orderId=: the checkout package's payment step for the order the scheduling step made,
 * paying with this storefront's wallet. Placing the order clears it from the cart.
 */
export function CheckoutPage() {
  const search = new URLSearchParams(useSearch());
  const orderId = search.get('orderId');
  const walletSettings = useMemo(() => storefrontWalletSettings(), []);
  if (!orderId) return <Redirect to="/cart" replace />;
  return (
    <PaymentPage
      orderId={orderId}
      modified={search.get('im') === 'true'}
      walletSettings={walletSettings}
      onOrderPlaced={clearPlacedOrder}
    />
  );
}
