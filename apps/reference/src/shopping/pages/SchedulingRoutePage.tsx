import type { ActiveModality } from '@aisle/contracts/scheduling';
import { useShopperTimeZone } from '@aisle/core';
import { SchedulingPage, type ScheduledModality } from '@aisle/scheduling';
import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { Spinner } from '@aisle/ui';
import { Redirect, useSearch } from 'wouter';
import { CheckoutFrame } from '../../checkout/CheckoutFrame';
import { useSession } from '../../session/useSession';
import { useCreateCheckout } from '../useCreateCheckout';
import { pricedCart } from '../cartTotals';
import { keepPromise, storedPromiseOf, useHeldPromise } from '../promiseStore';
import { useCartProducts } from '../useCartProducts';
import { useActiveModality } from '../activeModality';
import { useCartLines } from '../cart';
import { shoppingMessages } from '../shoppingMessages';
import { chooseModality } from '../chooseModality';
import { referenceMapUrl } from '../mapUrl';
import { useRefreshBasket } from '../useCartProducts';
import { useAgeCheck } from './useAgeCheck';
import { useReplacementStep } from './useReplacementStep';
import { useDeliveryFilterSettings } from './useDeliveryFilterSettings';

const scheduled = new Set<string>(['PICKUP', 'DELIVERY']);
// Only ship shoppers download the ship step.
const ShipStep = lazy(() => import('./ShipStep').then(({ ShipStep }) => ({ default: ShipStep })));
const noSubscription = () => () => {};

/**
 * /scheduling?fulfillmentType=: the scheduling package's page on this browser's cart, way of
 * shopping and held time, with the account package's age check, the replacement drawer and the
 * reference API's map of the store or the address (`referenceMapUrl`). The held time lives in
 * localStorage, which the server cannot read, and the page uses a held time only as its form mounts
 * (§4): the basket counts as loaded once hydrated, so the form mounts with the held time, never
 * with the server's none. In the checkout's simple frame, as the payment step after it.
 */
export function SchedulingRoutePage() {
  const fulfillmentType = new URLSearchParams(useSearch()).get('fulfillmentType') ?? '';
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const activeModality = useActiveModality();
  const lines = useCartLines();
  const signedIn = useSession() !== null;
  const heldPromise = useHeldPromise();
  const storedPromise = useMemo(() => storedPromiseOf(heldPromise), [heldPromise]);
  const { products } = useCartProducts(lines);
  const timeZone = useShopperTimeZone();
  const restrictedProducts = products.filter(
    (product) => product.minimumAge !== undefined && lines.some((line) => line.gtin13 === product.gtin13),
  );
  const restricted = restrictedProducts.map((product) => ({
    id: product.gtin13,
    name: product.description,
    imageSrc: product.images[0]?.url ?? '',
  }));
  const ageCheck = useAgeCheck(restricted, timeZone);
  const replacement = useReplacementStep(lines);
  const deliveryFilters = useDeliveryFilterSettings(pricedCart(lines, products).subtotal);
  const createCheckout = useCreateCheckout();
  const refreshBasket = useRefreshBasket();
  // The selector's choice and 'Show {banner} Delivery' set the way of shopping alike.
  const onModalityChange = (next: ActiveModality) => chooseModality(activeModality, next);

  if (fulfillmentType === 'SHIP') {
    const shipLoading = <Spinner label={shoppingMessages.shipLoading} />;
    const ages = restrictedProducts.map((product) => product.minimumAge ?? 0);
    return (
      <CheckoutFrame step="schedule">
        {/* The server and hydration show the spinner: the cart and the way of shopping are the browser's. */}
        <Suspense fallback={shipLoading}>
          {hydrated ? (
            <ShipStep
              activeModality={activeModality}
              lines={lines}
              signedIn={signedIn}
              minimumAge={ages.length > 0 ? Math.max(...ages) : undefined}
              verifyAge={ageCheck.verifyAge}
              createCheckout={(promise) => createCheckout(promise, lines, activeModality, ageCheck.dateOfBirth())}
            />
          ) : (
            shipLoading
          )}
        </Suspense>
        {ageCheck.modal}
      </CheckoutFrame>
    );
  }
  // In the frame, as every answer of the step: the server's page is never blank while it redirects.
  if (!scheduled.has(fulfillmentType))
    return (
      <CheckoutFrame step="schedule">
        <Redirect to="/cart" replace />
      </CheckoutFrame>
    );
  return (
    <CheckoutFrame step="schedule">
      <SchedulingPage
        fulfillmentType={fulfillmentType as ScheduledModality}
        activeModality={activeModality}
        signedIn={signedIn}
        items={lines}
        loaded={hydrated}
        storedPromise={storedPromise}
        onPromiseChange={keepPromise}
        verifyAge={ageCheck.verifyAge}
        replacementStep={replacement.step}
        createCheckout={(promise) => createCheckout(promise, lines, activeModality, ageCheck.dateOfBirth())}
        deliveryFilters={fulfillmentType === 'DELIVERY' ? { ...deliveryFilters, onModalityChange } : undefined}
        timeZone={timeZone}
        mapUrl={referenceMapUrl}
        changeStore={{
          addressBookVersion: 'V2',
          onModalityChange,
          refreshBasket,
        }}
      />
      {ageCheck.modal}
      {replacement.drawer}
    </CheckoutFrame>
  );
}
