'use client';

import type { CheckoutDestination } from '@aisle/contracts/checkout';
import { useServiceErrorMessage } from '@aisle/core';
import { formatOrderDate } from '@aisle/core/format';
import { Alert, Button, format, Link, Spinner, Stack } from '@aisle/ui';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useCheckoutMessages } from '../messages';
import { OrderDetails } from '../orderComplete/OrderDetails';
import { OrderItems } from '../orderComplete/OrderItems';
import { usePlacedOrder } from '../orderComplete/usePlacedOrder';
import { PaymentSummary } from '../paymentSummary';
import { orderKinds } from './orderKind';
import * as styles from './PurchaseHistory.css';
import { PurchaseTip } from './PurchaseTip';

export interface PurchaseDetailsProps {
  /** The route's `{checkoutId}` (checkout spec §2 `/mypurchases/pending/{checkoutId}`). */
  checkoutId: string;
  /** The host's static map of the store or address; no map without it. */
  mapUrl?: (destination: CheckoutDestination) => string | undefined;
}

/**
 * A placed order, where the order-complete page's Order # leads: when and where, the items, the
 * tip of a delivery (which may still change), what it costs and the cards it is held on, and
 * 'Modify Order' while the store has not started on it.
 */
export function PurchaseDetails({ checkoutId, mapUrl }: PurchaseDetailsProps) {
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const errorMessage = useServiceErrorMessage();
  const { checkout, error, retry, replace } = usePlacedOrder(checkoutId);
  if (!checkout) {
    return error ? (
      <Stack space="3">
        <Alert tone="error">{errorMessage(error)}</Alert>
        <div>
          <Button variant="secondary" onClick={retry}>
            {messages.tryAgain}
          </Button>
        </div>
      </Stack>
    ) : (
      <Spinner delay={200} label={messages.purchasesLoading} />
    );
  }
  const cancelled = checkout.status === 'CANCELLED';
  return (
    <Stack space="6">
      <Stack space="2">
        <h2 className={styles.heading}>
          {messages[orderKinds[checkout.modalityType]]}
          {cancelled && ` (${messages.purchasesCancelled})`}
        </h2>
        {checkout.placedDate && (
          <p className={styles.detail}>
            {format(messages.purchasesOrderedOn, {
              date: formatOrderDate(checkout.placedDate, { timeZone: checkout.fulfillment.promise.window.timezone }),
            })}
          </p>
        )}
        {checkout.modifiable && !cancelled && (
          <div>
            <Link href={routes.modifyOrder(checkout.id)}>{messages.purchasesModifyOrder}</Link>
          </div>
        )}
      </Stack>
      <OrderDetails checkout={checkout} mapUrl={mapUrl} />
      <OrderItems checkout={checkout} />
      <PurchaseTip checkout={checkout} onChanged={replace} />
      <PaymentSummary
        cost={checkout.summary.cost}
        payments={checkout.paymentDetails.payments}
        originalCost={checkout.originalSummary?.cost ?? null}
        modifying={checkout.originalSummary !== null}
      />
      <Link href={routes.purchases}>{messages.purchasesBackToList}</Link>
    </Stack>
  );
}
