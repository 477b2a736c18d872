'use client';

// Test helpers of the scheduling page: a rendered page whose calls are recorded in one list, in the
// order they were made, over the in-memory scheduling handlers.
import type { ActiveModality, Product, PromiseV4 } from '@aisle/contracts/scheduling';
import type { AnalyticsEvent } from '@aisle/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { schedulingCalls, type SchedulingCalls } from '../calls';
import { corryville } from './fixtures';
import { redWine, wholeMilk } from './productFixtures';
import { SchedulingTestProvider } from './SchedulingTestProvider';
import { SchedulingPage, type SchedulingPageProps } from '../schedulingPage/SchedulingPage';

export const milkLine = { gtin13: wholeMilk.gtin13, quantity: 2 };
export const wineLine = { gtin13: redWine.gtin13, quantity: 1 };

export const deliveryModality: ActiveModality = {
  id: 'DELIVERY-01400378',
  modalityType: 'DELIVERY',
  destination: {
    locationId: corryville.locationId,
    address: {
      addressLines: ['2600 Clifton Ave'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45221',
      countryCode: 'US',
    },
  },
  createdDate: '2026-11-22T11:00:00.000Z',
  source: 'Options',
};

export const pickupModality: ActiveModality = {
  id: 'PICKUP-01400378',
  modalityType: 'PICKUP',
  destination: { locationId: corryville.locationId, address: corryville.address },
  createdDate: '2026-11-22T11:00:00.000Z',
  source: 'Options',
};

export interface PageHarnessOptions {
  products?: readonly Product[];
  /** Replaces a call; the log records it all the same. */
  calls?: Partial<SchedulingCalls>;
  /** The provider's analytics, to see what the page sends. */
  onAnalyticsEvent?: (event: AnalyticsEvent) => void;
}

/** Renders the page for a signed-in delivery shopper with milk in the basket, unless told otherwise. */
export function renderPage(props: Partial<SchedulingPageProps> = {}, options: PageHarnessOptions = {}) {
  const log: { name: string; body: unknown }[] = [];
  const products = options.products ?? [wholeMilk, redWine];
  const made = { ...schedulingCalls, ...options.calls };
  const recorded = <Name extends keyof SchedulingCalls>(name: Name) =>
    ((...args: unknown[]) => {
      log.push({ name, body: args[1] });
      return (made[name] as (...given: unknown[]) => unknown)(...args);
    }) as SchedulingCalls[Name];
  const calls: Partial<SchedulingCalls> = {
    getQuotes: recorded('getQuotes'),
    createPromise: recorded('createPromise'),
    updatePromise: recorded('updatePromise'),
    getProducts: (client, gtin13s) => {
      log.push({ name: 'getProducts', body: gtin13s });
      return options.calls?.getProducts
        ? options.calls.getProducts(client, gtin13s)
        : Promise.resolve(products.filter((product) => gtin13s.includes(product.gtin13)));
    },
  };
  const navigate = vi.fn((href: string) => log.push({ name: 'navigate', body: href }));
  const onPromiseChange = vi.fn((promise: PromiseV4 | null) => log.push({ name: 'onPromiseChange', body: promise }));
  const createCheckout = vi.fn(async (promise: PromiseV4) => {
    log.push({ name: 'createCheckout', body: promise });
    return { orderId: 'order-1' };
  });
  const tree = (given: Partial<SchedulingPageProps>) => (
    <SchedulingTestProvider
      calls={{ scheduling: calls }}
      navigation={{ navigate }}
      onAnalyticsEvent={options.onAnalyticsEvent}
    >
      <SchedulingPage
        fulfillmentType="DELIVERY"
        activeModality={deliveryModality}
        signedIn
        items={[milkLine]}
        loaded
        onPromiseChange={onPromiseChange}
        createCheckout={createCheckout}
        timeZone="America/New_York"
        {...given}
      />
    </SchedulingTestProvider>
  );
  const view = render(tree(props));
  /** The same page with other props, as a host re-renders it. */
  const rerenderPage = (more: Partial<SchedulingPageProps>) => view.rerender(tree({ ...props, ...more }));
  const names = () => log.map((entry) => entry.name).filter((name) => name !== 'getProducts');
  return { ...view, rerenderPage, user: userEvent.setup(), log, names, navigate, onPromiseChange, createCheckout };
}

/** A promise as the reference service answers one. */
export function promiseFixture(overrides: Partial<PromiseV4> = {}): PromiseV4 {
  return {
    id: '00000000-0000-4000-9000-000000000042',
    modalityType: 'DELIVERY',
    versionKey: '3',
    modalityGuid: 'DELIVERY-01400378',
    expiration: { value: '2026-11-22T12:20:00.000Z' },
    selections: [
      {
        vendor: { id: 'kroger-delivery' },
        window: { value: '2026-11-22T10:00:00/2026-11-22T12:00:00', timezone: 'America/New_York' },
        items: { included: [milkLine], excluded: [] },
      },
    ],
    ...overrides,
  };
}
