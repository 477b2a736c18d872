import { ModifyOrderCheckout, PaymentPage, useCheckoutDestination } from '@aisle/checkout';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { CheckoutFrame } from '../../checkout/CheckoutFrame';
import { useDeliveryPromo } from '../../checkout/useDeliveryPromo';
import { storefrontWalletSettings } from '../../wallet/walletSettings';
import { cartSubstitutionPolicy } from '../cart';
import { deleteModifyCart, useModifyCart } from '../modifyCart';
import { clearPlacedOrder } from '../placedOrder';

const deleted = async () => deleteModifyCart();
const noSubscription = () => () => {};

/**
 * /checkout?orderId=: the checkout package's payment step for the order the scheduling step made,
 * paying with this storefront's wallet; placing the order clears it from the cart. With `im=true`,
 * the modify-order checkout of a placed order, with this browser's modify cart. Either in the
 * checkout's simple frame. A delivery of $35 or more offers the banner's membership to a shopper
 * who is not a member (`useDeliveryPromo`).
 */
export function CheckoutPage() {
  const search = new URLSearchParams(useSearch());
  const orderId = search.get('orderId') ?? '';
  const modifying = search.get('im') === 'true';
  const walletSettings = useMemo(() => storefrontWalletSettings(), []);
  const modifyCart = useModifyCart(orderId);
  const destination = useCheckoutDestination(orderId || undefined);
  const deliveryPromo = useDeliveryPromo();
  const lineItems = useMemo(
    () =>
      (modifyCart?.lines ?? [])
        .filter((line) => line.quantity > 0)
        .map((line) => ({ cart: { ...line, substitutionPolicy: cartSubstitutionPolicy } })),
    [modifyCart],
  );
  // The modify cart lives in localStorage: known once hydrated, never on the server.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The step's answer, redirects included: in the frame, the server's page is never blank.
  function step(): ReactNode {
    if (!orderId) return <Redirect to="/cart" replace />;
    if (modifying && hydrated && !modifyCart)
      return <Redirect to={`/cart/modify?orderId=${encodeURIComponent(orderId)}`} replace />;
    if (modifying)
      return (
        <ModifyOrderCheckout
          orderId={orderId}
          lineItems={lineItems}
          onModified={deleted}
          walletSettings={walletSettings}
        />
      );
    return (
      <PaymentPage
        orderId={orderId}
        walletSettings={walletSettings}
        onOrderPlaced={clearPlacedOrder}
        deliveryPromo={deliveryPromo}
      />
    );
  }
  return (
    <CheckoutFrame step="payment" destination={destination}>
      {step()}
    </CheckoutFrame>
  );
}
