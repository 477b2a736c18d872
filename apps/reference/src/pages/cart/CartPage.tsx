import { DeliveryDayCarousel, deliveryWeek } from '@aisle/account';
import { useShopperTimeZone, useStorefront } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import type { WalletCard } from '@aisle/contracts/wallet';
import { ItemTable } from '@aisle/scheduling';
import { Button, Link, Spinner, Stack } from '@aisle/ui';
import { CheckoutCardBox } from '@aisle/wallet';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../session/useSession';
import { pricedCart } from '../../shopping/cartTotals';
import { shoppingMessages as messages } from '../../shopping/shoppingMessages';
import { useCartProducts } from '../../shopping/useCartProducts';
import { useActiveModality } from '../../shopping/activeModality';
import { useCartLines } from '../../shopping/cart';
import { shippingOf } from '../../shopping/shipping';
import { storefrontWalletSettings } from '../../wallet/walletSettings';
import * as styles from '../pages.css';
import * as cart from './CartPage.css';
import { demoDeliveryDays } from './cartItems';

const ShoppingMethodModal = lazy(async () => ({
  default: (await import('../../shopping/ShoppingMethodModal')).ShoppingMethodModal,
}));

/**
 * The cart: this browser's lines priced from the catalogue, in the scheduling package's item
 * table. Check Out goes to the scheduling step of the way the shopper shops (a ship order's step
 * for ship); without one it asks first. The account spec's day carousel and the wallet's card box
 * show themselves here too.
 */
export function CartPage() {
  const { now } = useStorefront();
  // The shopper's own calendar decides what 'Today' is.
  const timeZone = useShopperTimeZone();
  const days = useMemo(() => demoDeliveryDays(deliveryWeek(now, { timeZone })), [now, timeZone]);
  const [day, setDay] = useState<string | null>(null);
  const [payment, setPayment] = useState<WalletCard[]>();
  const [choosing, setChoosing] = useState(false);
  const [inStore, setInStore] = useState(false);
  const signedIn = useSession() !== null;
  const lines = useCartLines();
  const modality = useActiveModality();
  const catalogue = useCartProducts(lines);
  const [, navigate] = useLocation();
  const { items, subtotal } = pricedCart(lines, catalogue.products);
  const snapTotal = items
    .filter((item) => item.product.snapEligible)
    .reduce((sum, item) => sum + item.product.price.regular * item.quantity, 0);
  // The cart's SNAP-eligible share: the order info checkout passes to the flyout.
  const walletSettings = useMemo(
    () =>
      storefrontWalletSettings({
        mode: 'checkout',
        checkoutConfig: {
          orderInfo: { total: subtotal ?? 0, hasSnapEligibleItems: snapTotal > 0, ebtTotalFromCheckout: snapTotal },
        },
      }),
    [subtotal, snapTotal],
  );
  const daysHeading = useId();

  const checkOut = () => {
    if (!modality || (modality.modalityType === 'SHIP' && !shippingOf(modality))) return setChoosing(true);
    if (modality.modalityType !== 'IN_STORE') return navigate(`/scheduling?fulfillmentType=${modality.modalityType}`);
    setInStore(true);
  };

  return (
    <Stack space="8">
      <h1 className={styles.heading}>{messages.cartHeading}</h1>
      <section aria-labelledby="cart-items">
        <Stack space="3">
          <h2 id="cart-items" className={styles.subheading}>
            {messages.cartItemsHeading}
          </h2>
          {lines.length === 0 ? (
            <p className={styles.body}>{messages.cartEmpty}</p>
          ) : items.length === 0 ? (
            <Spinner label={messages.catalogueLoading} />
          ) : (
            <>
              <ItemTable items={items} />
              <p className={cart.total}>
                <span>{messages.estimatedTotal}</span>
                <span>{formatMoney(subtotal)}</span>
              </p>
            </>
          )}
          <Link href="/products/start-my-cart">{messages.startShopping}</Link>
        </Stack>
      </section>
      {/* The carousel is the region named by this heading: no section of its own around it. */}
      <div>
        <Stack space="3">
          <h2 id={daysHeading} className={styles.subheading}>
            {messages.deliveryDayHeading}
          </h2>
          <DeliveryDayCarousel
            days={days}
            value={day}
            onChange={setDay}
            timeZone={timeZone}
            aria-labelledby={daysHeading}
          />
        </Stack>
      </div>
      {signedIn && <CheckoutCardBox settings={walletSettings} selection={payment} onSelectionChange={setPayment} />}
      {inStore && <p className={styles.body}>{messages.inStoreCheckout}</p>}
      {lines.length > 0 && (
        <div>
          <Button onClick={checkOut}>{messages.checkoutButton}</Button>
        </div>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <ShoppingMethodModal open={choosing} onOpenChange={setChoosing} openedFrom="cart" />
        </Suspense>
      )}
    </Stack>
  );
}
