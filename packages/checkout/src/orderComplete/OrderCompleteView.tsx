'use client';

import type { Checkout, CheckoutDestination, CheckoutModality } from '@aisle/contracts/checkout';
import { useBanner, useStorefrontRoutes } from '@aisle/core';
import { Card, format, Link } from '@aisle/ui';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useCheckoutMessages, type CheckoutMessages } from '../messages';
import { PaymentSummary } from '../paymentSummary';
import { NextSteps } from './NextSteps';
import * as styles from './OrderComplete.css';
import { OrderDetails } from './OrderDetails';
import { orderedOnDate } from './orderFacts';
import { OrderHelp } from './OrderHelp';
import { OrderItems } from './OrderItems';

export interface OrderCompleteViewProps {
  /** The placed order. */
  checkout: Checkout;
  /** The route's `?im=true`: the order was just modified. */
  modified?: boolean | undefined;
  /**
   * The host's static map image of the pickup store or the delivery address (it holds the maps
   * key). Without it, or when it gives nothing, the page shows no map.
   */
  mapUrl?: ((destination: CheckoutDestination) => string | undefined) | undefined;
  /** Items of another way of shopping still in the cart: above 0, a 'Go to Cart' prompt. */
  otherModalityItemCount?: number | undefined;
}

/** The heading's `{modality}`. */
const modalityWords = {
  PICKUP: 'orderCompletePickup',
  DELIVERY: 'orderCompleteDelivery',
  SHIP: 'orderCompleteShip',
} as const satisfies Record<CheckoutModality, keyof CheckoutMessages>;

/**
 * The order-complete page's content for a loaded order (checkout spec §2 "Order-complete page"):
 * the thanks, the order link and date, '+ Add or Edit Items', the details and map, the items, the
 * payment summary with its hold note, the next steps and the notes. Pure: it loads nothing.
 */
export function OrderCompleteView({
  checkout,
  modified = false,
  mapUrl,
  otherModalityItemCount = 0,
}: OrderCompleteViewProps) {
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const { cart } = useStorefrontRoutes();
  const { title } = useBanner();
  useDocumentTitle(format(messages.orderCompleteDocumentTitle, { banner: title }));
  const modality = messages[modalityWords[checkout.modalityType]];
  const original = modified ? checkout.originalSummary?.cost : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>
          {format(modified ? messages.orderCompleteModifiedHeading : messages.orderCompleteHeading, { modality })}
        </h1>
        <p className={styles.text}>{format(messages.orderCompleteEmail, { email: checkout.buyer.email })}</p>
        <p className={styles.orderLine}>
          <Link href={routes.pendingPurchase(checkout.id)}>
            {format(messages.orderCompleteOrderNumber, { number: checkout.id })}
          </Link>
          <span className={styles.secondary}>
            {format(messages.orderCompleteOrderedOn, { date: orderedOnDate(checkout) })}
          </span>
        </p>
        {checkout.modifiable && checkout.status === 'ACTIVE' && (
          <p className={styles.text}>
            <Link href={routes.modifyOrder(checkout.id)}>{messages.orderCompleteAddOrEditItems}</Link>
          </p>
        )}
        {otherModalityItemCount > 0 && (
          <Card padding="small" className={styles.otherCart}>
            <p className={styles.text}>
              {otherModalityItemCount === 1
                ? messages.orderCompleteOtherCartOne
                : format(messages.orderCompleteOtherCart, { count: otherModalityItemCount })}
            </p>
            <Link href={cart}>{messages.orderCompleteGoToCart}</Link>
          </Card>
        )}
      </div>
      <OrderDetails checkout={checkout} mapUrl={mapUrl} />
      <OrderItems checkout={checkout} />
      <Card className={styles.summary}>
        <PaymentSummary
          cost={checkout.summary.cost}
          payments={checkout.paymentDetails.payments}
          originalCost={original}
          modifying={Boolean(original)}
        >
          <p className={styles.note}>{messages.orderCompleteHoldNote}</p>
        </PaymentSummary>
      </Card>
      <NextSteps checkout={checkout} />
      <OrderHelp lineItems={checkout.lineItems} />
    </div>
  );
}
