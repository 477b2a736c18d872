import { readAddressLines } from '@aisle/contracts';
import { slotSelectionId, type ActiveModality, type PromiseV4, type QuoteItem } from '@aisle/contracts/scheduling';
import { useServiceClient, useServiceErrorMessage, useServiceSWR, useStorefrontRoutes } from '@aisle/core';
import { CheckoutStepper, useSchedulingCalls } from '@aisle/scheduling';
import { Alert, Button, Card, Spinner, Stack } from '@aisle/ui';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import * as pageStyles from '../../pages/pages.css';
import { signInHref } from '../../shell/signInHref';
import type { CartLine } from '../cart';
import { shippingOf } from '../shipping';
import { itemCount, shoppingMessages as messages } from '../shoppingMessages';
import * as styles from './ShipStep.css';

export interface ShipStepProps {
  activeModality: ActiveModality | null;
  lines: readonly CartLine[];
  signedIn: boolean;
  /** The highest minimum age of the cart's restricted items; undefined when none is restricted. */
  minimumAge: number | undefined;
  verifyAge(minimumAge: number): Promise<boolean>;
  createCheckout(promise: PromiseV4): Promise<{ orderId: string }>;
}

const shipStepPath = '/scheduling?fulfillmentType=SHIP';

/**
 * /scheduling?fulfillmentType=SHIP: a ship order's step before payment. There is no time to
 * choose (the specs show no ship scheduling): the step shows where the order ships and the
 * service's one shipping window ('As soon as 1-3 days'), and Continue holds that window as a
 * promise, as a pickup or delivery time is held, makes the draft order and goes on to pay. The age
 * check comes first when the cart holds restricted items, as on the scheduling page. Rendered in
 * the browser only: the cart and the way of shopping live there.
 */
export function ShipStep({ activeModality, lines, signedIn, minimumAge, verifyAge, createCheckout }: ShipStepProps) {
  const client = useServiceClient();
  const { getQuotes, createPromise } = useSchedulingCalls();
  const { cart } = useStorefrontRoutes();
  const errorMessage = useServiceErrorMessage();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const ship = shippingOf(activeModality);
  const items: QuoteItem[] = lines.map(({ gtin13, quantity }) => ({ gtin13, quantity }));
  const quote = useServiceSWR(
    signedIn && ship && lines.length > 0 ? ['storefront/ship-quote', ship.locationId, items] : null,
    () => getQuotes(client, { modalityType: 'SHIP', locationId: ship?.locationId ?? '', items }),
  );
  const option = quote.data?.days.flatMap((day) => day.times)[0];

  // Back here once signed in.
  if (!signedIn) return <Redirect to={signInHref(shipStepPath)} replace />;
  if (!ship || lines.length === 0) return <Redirect to={cart} replace />;

  const continueToPayment = async () => {
    if (!option || busy) return;
    setFailure(null);
    if (minimumAge !== undefined && !(await verifyAge(minimumAge))) return;
    setBusy(true);
    try {
      const promise = await createPromise(client, {
        modalityType: 'SHIP',
        locationId: ship.locationId,
        optionIds: [slotSelectionId(option)],
        items,
        originalWindow: option.window,
        vendorId: option.vendorId,
      });
      const { orderId } = await createCheckout(promise);
      navigate(`/checkout?orderId=${encodeURIComponent(orderId)}`);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  const { addressLines, cityTown, stateProvince, postalCode } = ship.address;
  const { street, unit } = readAddressLines(addressLines);
  return (
    <Stack space="6">
      {/* The checkout's first step, as the scheduling page's. */}
      <CheckoutStepper current="scheduling" />
      <h1 className={pageStyles.heading}>{messages.shipHeading}</h1>
      {quote.error ? (
        <Alert tone="error">{errorMessage(quote.error)}</Alert>
      ) : !option ? (
        <Spinner label={messages.shipLoading} />
      ) : (
        <>
          <Card as="section" aria-labelledby="ship-details" className={styles.details}>
            <h2 id="ship-details" className={pageStyles.subheading}>
              {messages.shipDetailsHeading}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt className={styles.term}>{messages.shipAddress}</dt>
                <dd className={styles.value}>
                  {[street, unit].filter(Boolean).join(', ')}
                  <br />
                  {cityTown}, {stateProvince.toUpperCase()} {postalCode}
                </dd>
              </div>
              <div>
                <dt className={styles.term}>{messages.shipTime}</dt>
                <dd className={styles.value}>{option.displayString}</dd>
              </div>
              <div>
                <dt className={styles.term}>{messages.shipItems}</dt>
                <dd className={styles.value}>{itemCount(lines.reduce((sum, line) => sum + line.quantity, 0))}</dd>
              </div>
            </dl>
          </Card>
          {failure !== null && <Alert tone="error">{errorMessage(failure)}</Alert>}
          <div>
            <Button busy={busy} busyLabel={messages.shipPreparing} onClick={() => void continueToPayment()}>
              {messages.shipContinue}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
