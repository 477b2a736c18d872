import { checkoutPaths, type Checkout, type CheckoutResponse } from '@aisle/contracts/checkout';
import { useServiceClient, useServiceSWR } from '@aisle/core';
import { Alert, Link, Spinner, Stack, format } from '@aisle/ui';
import { useSearch } from 'wouter';
import * as pageStyles from '../../pages/pages.css';
import { reservedWindow } from '../reservedWindow';
import { itemCount, shoppingMessages as messages } from '../shoppingMessages';

/**
 * /checkout?orderId=: until the checkout package brings the payment step, the draft order the
 * scheduling step made, read back from the service: the way of shopping, the time and the lines.
 */
export function CheckoutPage() {
  const orderId = new URLSearchParams(useSearch()).get('orderId');
  const client = useServiceClient();
  const { data, error } = useServiceSWR<Checkout>(orderId ? ['storefront/checkout', orderId] : null, async () =>
    orderId ? (await client.get<CheckoutResponse>(checkoutPaths.checkout(orderId))).data : Promise.reject(),
  );
  return (
    <Stack space="6">
      <h1 className={pageStyles.heading}>{messages.checkoutHeading}</h1>
      {!orderId || error ? (
        <Alert tone="error">{messages.checkoutNotFound}</Alert>
      ) : !data ? (
        <Spinner label={messages.checkoutLoading} />
      ) : (
        <Stack space="3">
          <p className={pageStyles.body}>
            {format(messages.checkoutDraft, {
              modality: data.modalityType === 'PICKUP' ? messages.pickup : messages.delivery,
              window: reservedWindow(data.fulfillment.promise.window),
              items: itemCount(data.lineItems.reduce((sum, line) => sum + line.cart.quantity, 0)),
            })}
          </p>
          <p className={pageStyles.body}>{messages.checkoutComingSoon}</p>
        </Stack>
      )}
      <Link href="/cart">{messages.backToCart}</Link>
    </Stack>
  );
}
