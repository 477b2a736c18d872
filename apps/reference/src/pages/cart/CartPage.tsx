import { AgeVerificationModal, DeliveryDayCarousel, deliveryWeek } from '@aisle/account';
import { useStorefront } from '@aisle/core';
import { Alert, Button, format, Stack } from '@aisle/ui';
import type { WalletCard } from '@aisle/contracts/wallet';
import { CheckoutCardBox } from '@aisle/wallet';
import { useId, useMemo, useState } from 'react';
import { storefrontMessages as messages } from '../../messages';
import * as styles from '../pages.css';
import * as cart from './CartPage.css';
import { cartItems, cartTotal, demoDeliveryDays, snapEligibleTotal } from './cartItems';
import { storefrontWalletSettings } from '../../wallet/walletSettings';
import { useSession } from '../../session/useSession';

/**
 * The demo cart: where the checkout helpers of the account spec show themselves. Check Out opens
 * the Age Verification Required modal for the restricted items; the day carousel picks a day.
 */
export function CartPage() {
  const { now } = useStorefront();
  // The shopper's own calendar decides what 'Today' is.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const days = useMemo(() => demoDeliveryDays(deliveryWeek(now, { timeZone })), [now, timeZone]);
  const [day, setDay] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [payment, setPayment] = useState<WalletCard[]>();
  const signedIn = useSession() !== null;
  // The cart's SNAP-eligible share: the order info checkout passes to the flyout.
  const walletSettings = useMemo(
    () =>
      storefrontWalletSettings({
        mode: 'checkout',
        checkoutConfig: {
          orderInfo: { total: cartTotal, hasSnapEligibleItems: true, ebtTotalFromCheckout: snapEligibleTotal },
        },
      }),
    [],
  );
  const daysHeading = useId();
  const restricted = cartItems.filter((item) => item.minimumAge !== undefined);
  const minimumAge = Math.max(...restricted.map((item) => item.minimumAge ?? 0));

  return (
    <Stack space="8">
      <h1 className={styles.heading}>{messages.cartHeading}</h1>
      <section aria-labelledby="cart-items">
        <Stack space="3">
          <h2 id="cart-items" className={styles.subheading}>
            {messages.cartItemsHeading}
          </h2>
          <ul className={cart.items}>
            {cartItems.map((item) => (
              <li key={item.id} className={cart.item}>
                <img src={item.imageSrc} alt="" width={48} height={48} className={cart.thumbnail} />
                {item.name}
              </li>
            ))}
          </ul>
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
      {confirmed && <Alert tone="success">{format(messages.checkoutReady, { dateOfBirth: confirmed })}</Alert>}
      <div>
        <Button onClick={() => setVerifying(true)}>{messages.checkoutButton}</Button>
      </div>
      <AgeVerificationModal
        open={verifying}
        onOpenChange={setVerifying}
        items={restricted}
        minimumAge={minimumAge}
        timeZone={timeZone}
        termsContent={<p className={styles.body}>{messages.termsBody}</p>}
        onContinue={(dateOfBirth) => {
          setConfirmed(dateOfBirth);
        }}
      />
    </Stack>
  );
}
