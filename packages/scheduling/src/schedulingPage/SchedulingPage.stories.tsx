import type { ActiveModality, Product } from '@aisle/contracts/scheduling';
import { ServiceError } from '@aisle/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drawnMapUrl } from '../items/StaticMap/drawnMap';
import { corryville } from '../testing/fixtures';
import { demoProducts } from '../testing/productFixtures';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { SchedulingPage, type SchedulingPageProps } from './SchedulingPage';

// The test clock reads Sunday 11/22/2026, 7:00 AM in Cincinnati; Corryville delivers from 8 AM.
const milk = { gtin13: '0001111041700', quantity: 2 };
const wine = { gtin13: '0008500000101', quantity: 1 };

const delivery: ActiveModality = {
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

interface StoryArgs extends SchedulingPageProps {
  /** Reserving fails: the time is gone. */
  timeGone: boolean;
}

const products = (gtin13s: readonly string[]): Promise<Product[]> =>
  Promise.resolve(demoProducts.filter((product) => gtin13s.includes(product.gtin13)));

const meta = {
  title: 'Scheduling/Scheduling page',
  component: SchedulingPage,
  args: {
    timeGone: false,
    fulfillmentType: 'DELIVERY',
    activeModality: delivery,
    signedIn: true,
    items: [milk],
    loaded: true,
    timeZone: 'America/New_York',
    onPromiseChange: fn(),
    createCheckout: fn(async () => ({ orderId: 'order-1' })),
  },
  render: ({ timeGone, ...props }) => (
    <SchedulingTestProvider
      navigation={{ navigate: fn() }}
      calls={{
        scheduling: {
          getProducts: (_client, gtin13s) => products(gtin13s),
          // Where the stores' addresses are, for the map: Corryville's point (§7).
          geocodeAddress: () => Promise.resolve({ lat: 39.1289, lng: -84.5096 }),
          ...(timeGone && {
            createPromise: () => Promise.reject(new ServiceError({ status: 409, code: 'TIMESLOT_UNAVAILABLE' })),
          }),
        },
      }}
    >
      <SchedulingPage {...props} />
    </SchedulingTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week loaded with the first time chosen; Continue reserves it and creates the checkout. */
export const Delivery: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.createCheckout).toHaveBeenCalled());
  },
};

/** Pickup at Corryville with the host's 'Change Store': the selector opens on the stores near it. */
export const PickupWithChangeStore: Story = {
  args: {
    fulfillmentType: 'PICKUP',
    activeModality: {
      id: 'PICKUP-01400378',
      modalityType: 'PICKUP',
      destination: { locationId: corryville.locationId, address: corryville.address },
      createdDate: '2026-11-22T11:00:00.000Z',
      source: 'Options',
    },
    changeStore: { onModalityChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Continue' });
    await expect(canvas.getByText('100 E Corry St, Cincinnati, OH 45219')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Store' }));
    const modal = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Change Store' },
      // The selector's code loads on the press: give a loaded machine more than the default second.
      { timeout: 5000 },
    );
    // Its code loads on the press, then it opens (fades in).
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: 'ZIP Code' })).toBeVisible());
    // It starts from the current store's ZIP code, the stores near it listed at once (§5).
    await expect(within(modal).getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('45219');
    await within(modal).findByRole('region', { name: 'Stores near 45219' });
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Pickup at Corryville with the host's map (`mapUrl`): the store on a small map beside its line,
 * geocoded from its address, the map a strip across a phone and a small picture beside the line
 * from 480 px.
 */
export const PickupWithMap: Story = {
  args: { ...PickupWithChangeStore.args, mapUrl: drawnMapUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Continue' });
    const map = () => canvas.getByRole('img', { name: 'Map showing 100 E Corry St, Cincinnati, OH 45219' });
    await waitFor(() => expect(map().tagName).toBe('IMG'));
    await expect(map()).toBeVisible();
    // The pin stands on the store once the image is in: wait for it, for a steady picture.
    const pin = map().nextElementSibling as SVGElement;
    await waitFor(() => expect(getComputedStyle(pin).opacity).toBe('1'));
    await expect(canvas.getByRole('button', { name: 'Change Store' })).toBeVisible();
  },
};

/** An empty basket: 'Start My Cart'. */
export const EmptyBasket: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start My Cart' });
    await expect(link.getAttribute('href')).toBe('/products/start-my-cart');
  },
};

/** Wine in the basket and no host check: the page asks the shopper's age itself. */
export const AgeQuestion: Story = {
  args: { items: [milk, wine] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Confirm Your Age' })).toBeTruthy();
  },
};

/** The chosen time was taken meanwhile: 'Time Expired', and the times are asked for again. */
export const TimeExpired: Story = {
  args: { timeGone: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Time Expired' })).toBeTruthy();
    await expect(args.onPromiseChange).toHaveBeenCalledWith(null);
  },
};

/** Delivery with the filters: the membership message, All / Kroger Delivery / Under $5 and the switch. */
export const WithDeliveryFilters: Story = {
  args: {
    deliveryFilters: {
      bannerOnly: false,
      onBannerOnlyChange: fn(),
      tooltipSeen: true,
      onTooltipSeen: fn(),
      subtotal: 20,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Under $5' }));
    await expect(canvas.getByRole('switch', { name: 'Show Kroger Delivery' })).toBeVisible();
    await expect(canvas.getByText('* $35 minimum on qualifying orders. Restrictions may apply.')).toBeVisible();
  },
};
