'use client';

import type { ActiveModality, PromiseV4, QuoteItem } from '@aisle/contracts/scheduling';
import { useStorefront, useStorefrontRoutes } from '@aisle/core';
import { Link, Skeleton, Spinner } from '@aisle/ui';
import { useEffect, useId } from 'react';
import { useSchedulingRoutes } from '../hooks/useSchedulingRoutes';
import { CheckoutStepper } from '../items';
import type { MapPoint } from '../items/StaticMap';
import { useSchedulingWords } from '../words';
import { schedulingPageMessages } from './schedulingPageMessages';
import type { StoredPromise } from '../upfrontSlots/storePromise';
import type { ScheduledModality } from './schedulingErrors';
import { ChangeStore, type ChangeStoreSettings } from './ChangeStore';
import { DestinationMap } from './DestinationMap';
import { SchedulingForm } from './SchedulingForm';
import type { DeliveryFilterSettings } from './SchedulingForm/useDeliveryFilters';
import { modifyCartPath, schedulingRedirect } from './schedulingRedirect';
import type { ReplacementStep } from './useSchedulingSubmit';
import * as styles from './SchedulingPage.css';
import { useLeaveScheduling } from './useLeaveScheduling';

/** The default age an age-restricted basket asks the shopper to confirm (§4, checklist SCHED-06). */
export const defaultMinimumAge = 21;

export interface SchedulingPageProps {
  /** The `?fulfillmentType=` of the route: the way of shopping being scheduled. */
  fulfillmentType: ScheduledModality;
  /** The way the shopper is shopping now; a different type, or one without a usable destination, goes to the cart. */
  activeModality: ActiveModality | null | undefined;
  /**
   * The shopper's modality preference (`activeModality`) has loaded. Until then the page shows that
   * it is loading and sends the shopper nowhere but to sign-in. True by default.
   */
  modalityLoaded?: boolean;
  /** Fully authenticated (not a remembered, partly signed-in session); otherwise the page goes to sign-in. */
  signedIn: boolean;
  /** Modifying a placed order: once the basket has loaded the page goes to the modified order's cart. */
  modify?: boolean;
  /** The basket's lines, as quotes and promises take them. */
  items: readonly QuoteItem[];
  /** The basket has loaded: until then the page waits, and an empty basket is not yet empty. */
  loaded: boolean;
  /**
   * The reservation the host kept from an earlier visit (`readStoredPromise`). Valid and unexpired,
   * it is updated and the checkout created without the shopper; valid but expired, it opens
   * 'Reservation Expired'; past its ttl, it is let go (`onPromiseChange(null)`).
   */
  storedPromise?: StoredPromise | null | undefined;
  /**
   * A promise was made or updated (store it: `toStoredPromise`), or the held one is gone (null:
   * forget it).
   */
  onPromiseChange(promise: PromiseV4 | null): void;
  /** The shopper asked for a new time: the stored promise is not used on its own. */
  requestedNewTime?: boolean;
  /** The age an age-restricted basket asks for; a product may ask for more. 21 by default. */
  minimumAge?: number;
  /**
   * The host's age verification: resolves true once verified, false when refused. Without it the
   * page asks itself, yes or no (checklist ambiguity 23).
   */
  verifyAge?: ((minimumAge: number) => Promise<boolean>) | undefined;
  /**
   * The host's replacement drawer for the items the chosen time cannot fulfil: opened first, until
   * the shopper has dealt with them. Without it the page goes on and the promise leaves them out.
   */
  replacementStep?: ReplacementStep | undefined;
  /** Creates the checkout for the promise; the page then goes to the `checkout` route. */
  createCheckout(promise: PromiseV4): Promise<{ orderId: string }>;
  /** The shopper's IANA zone; the browser's by default. */
  timeZone?: string | undefined;
  /**
   * Delivery: the filters, 'Show {banner} Delivery' and the membership message (§4 "Delivery
   * filters"), with the host's flags. Without them the page shows every time, unfiltered.
   */
  deliveryFilters?: DeliveryFilterSettings | undefined;
  /**
   * Offers 'Change Store' under the title: the selector in a modal, on the way of shopping being
   * scheduled, with these callbacks (§4 "Other modals"). Without it there is no such button.
   */
  changeStore?: ChangeStoreSettings | undefined;
  /**
   * The host's static map image for a point at a zoom (14), without a marker (the page draws the
   * pin): with it, a small map of the pickup store or the delivery address shows beside its line,
   * the address geocoded first when it has no coordinates (§2 "Static map with a pin", §7). Without
   * it there is no map.
   */
  mapUrl?: ((point: MapPoint, zoom: number) => string | undefined) | undefined;
  /**
   * The shopper leaves scheduling (the page unmounts): clear what the host keeps for the visit, the
   * override of a valid promise (`requestedNewTime`), the newly created reservation and any promise
   * held in memory (not the stored one, which the next visit updates), and the flash sales (§4).
   * The page drops its own: the modality options and the create-checkout state.
   */
  onLeave?: (() => void) | undefined;
}

/**
 * The scheduling step (`/scheduling?fulfillmentType=`, §4 "Scheduling page"), router-free: the
 * host reads the route and the session and passes them in. Sends the shopper to sign-in or the cart
 * when it cannot serve them, offers 'Start My Cart' for an empty basket, and otherwise the store's
 * pickup or delivery times, reserving the chosen one and going on to checkout.
 */
export function SchedulingPage({
  fulfillmentType,
  activeModality,
  modalityLoaded = true,
  signedIn,
  modify = false,
  items,
  loaded,
  minimumAge = defaultMinimumAge,
  requestedNewTime = false,
  storedPromise,
  changeStore,
  mapUrl,
  onLeave,
  ...rest
}: SchedulingPageProps) {
  const messages = useSchedulingWords(schedulingPageMessages);
  const { navigation } = useStorefront();
  const { cart, signIn } = useStorefrontRoutes();
  const { startMyCart } = useSchedulingRoutes();
  const titleId = useId();
  useLeaveScheduling(onLeave);
  // Before the modality preference loads there is no modality to judge: only signing in comes first.
  const redirect =
    modalityLoaded || !signedIn
      ? schedulingRedirect({ fulfillmentType, activeModality, signedIn, modify, loaded })
      : null;
  const redirectTo =
    redirect === 'signIn'
      ? signIn
      : redirect === 'cart'
        ? cart
        : redirect === 'modifyCart'
          ? modifyCartPath(cart)
          : null;

  useEffect(() => {
    // Replaced, not pushed: Back must not return to a page that sends the shopper away again.
    if (redirectTo) navigation.navigate(redirectTo, { replace: true });
  }, [navigation, redirectTo]);

  const title =
    fulfillmentType === 'PICKUP' ? messages.schedulingPagePickupTitle : messages.schedulingPageDeliveryTitle;
  const locationId = activeModality?.destination.locationId;
  const pickupLine =
    changeStore && activeModality?.modalityType === 'PICKUP' ? (
      <ChangeStore settings={changeStore} activeModality={activeModality} signedIn={signedIn} items={items} />
    ) : undefined;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <CheckoutStepper current="scheduling" />
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {redirectTo ? (
        <Spinner label={messages.schedulingPageRedirecting} />
      ) : !modalityLoaded ? (
        <div className={styles.loading} aria-busy="true">
          <Spinner delay={200} label={messages.schedulingPageLoadingModality} />
          <Skeleton shape="rectangle" height={72} />
        </div>
      ) : (
        <>
          {/* Known from the way of shopping alone: drawn with the page, not once the basket has
              loaded (drawn later, the store's line was the page's largest paint, at 3.5 s). So is
              the map's frame, which holds its place while the address is placed and the image comes. */}
          {mapUrl && activeModality ? (
            <DestinationMap activeModality={activeModality} mapUrl={mapUrl}>
              {pickupLine}
            </DestinationMap>
          ) : (
            pickupLine
          )}
          {!loaded ? (
            <div className={styles.loading} aria-busy="true">
              <Spinner delay={200} label={messages.schedulingPageLoadingCart} />
              <Skeleton shape="rectangle" height={72} />
            </div>
          ) : items.length === 0 || !locationId ? (
            <section className={styles.empty}>
              <p className={styles.emptyText}>{messages.schedulingPageEmptyCart}</p>
              <Link href={startMyCart}>{messages.schedulingPageStartMyCart}</Link>
            </section>
          ) : (
            <SchedulingForm
              {...rest}
              fulfillmentType={fulfillmentType}
              locationId={locationId}
              items={items}
              modify={modify}
              minimumAge={minimumAge}
              requestedNewTime={requestedNewTime}
              storedPromise={storedPromise}
              verifyAge={rest.verifyAge}
              replacementStep={rest.replacementStep}
              timeZone={rest.timeZone}
              deliveryFilters={rest.deliveryFilters}
              activeModality={activeModality}
            />
          )}
        </>
      )}
    </section>
  );
}
