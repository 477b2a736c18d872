// MSW handlers for every scheduling call (scheduling spec §7) over in-memory data, with per-route
// failures so stories and tests can show every row of the §8 error table. One file per service.
import type { Address } from '@aisle/contracts';
import type { StoreDetail, StringTables } from '@aisle/contracts/scheduling';
import type { HttpHandler } from 'msw';
import { demoAddresses, demoStores, faraway, vineStreetCorrection, type AddressCorrection } from './fixtures';
import { addressHandlers } from './handlers/addressHandlers';
import { addressValidationHandlers } from './handlers/addressValidationHandlers';
import { failureOf, type SchedulingFailures } from './handlers/failures';
import { modalityHandlers, type DeliveryFulfilment } from './handlers/modalityHandlers';
import { preferenceHandlers, type InitialPreference } from './handlers/preferenceHandlers';
import { productHandlers, type ProductCatalogue } from './handlers/productHandlers';
import { promisingHandlers, type PromisingHandlersOptions } from './handlers/promisingHandlers';
import { stringTableHandlers } from './handlers/stringTableHandlers';

export interface SchedulingHandlersOptions {
  /** The stores near any searched place, nearest first; none answers NO_STORES_FOUND. */
  stores?: readonly StoreDetail[];
  /** The shopper's saved preferences (geolocation consent) to start from; none by default. */
  initialPreferences?: readonly InitialPreference[];
  /** The quoted week (an empty one for the no-delivery page) and the clock it starts from. */
  promising?: PromisingHandlersOptions;
  /** Who fulfils delivery: a store (the default), or a fulfilment centre, which leads on to delivery times. */
  deliveryFulfilment?: DeliveryFulfilment;
  /** The shopper's saved addresses; `demoAddresses` by default. */
  addresses?: readonly Address[];
  /** Postal codes no way of shopping reaches (Nashville's 37212 by default). */
  ineligiblePostalCodes?: readonly string[];
  /**
   * Addresses the validation service corrects, each with its suggestion (`vineStreetCorrection` by
   * default); a street with 'Nowhere' or 'Unknown' in it is not validated, anything else is as sent.
   */
  corrections?: readonly AddressCorrection[];
  /** The catalogue products and similar items come from; the demo products and extra apples by default. */
  products?: ProductCatalogue;
  /**
   * String tables (§7) to answer in place of the reference's, whose words are the message tables'
   * (`referenceStringTables`); `failures: { stringTable: … }` to fail or never answer.
   */
  stringTables?: Partial<StringTables>;
  failures?: SchedulingFailures;
  /** Answer this late (ms), to show loading states. */
  delayMs?: number;
  origin?: string;
}

export function schedulingHandlers(options: SchedulingHandlersOptions = {}): HttpHandler[] {
  const { failures = {}, origin = '*', stores = demoStores, delayMs = 0 } = options;
  const url = (path: string) => `${origin}${path}`;
  const fail = failureOf(failures, delayMs);
  const addressOptions = {
    addresses: options.addresses ?? demoAddresses,
    ineligiblePostalCodes: options.ineligiblePostalCodes ?? [faraway.postalCode],
  };
  return [
    ...addressHandlers(url, fail, addressOptions),
    ...addressValidationHandlers(url, fail, options.corrections ?? [vineStreetCorrection]),
    ...modalityHandlers(url, fail, stores, options.deliveryFulfilment),
    ...preferenceHandlers(url, fail, options.initialPreferences),
    ...promisingHandlers(url, fail, stores, options.promising),
    ...productHandlers(url, fail, options.products),
    ...stringTableHandlers(url, fail, options.stringTables),
  ];
}
