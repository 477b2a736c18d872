import type { Checkout } from '@aisle/contracts/checkout';
import { ServiceError } from '@aisle/core';
import { TestStorefrontProvider } from '@aisle/core/testing';
import { mediaQueries } from '@aisle/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkoutRoutes } from '../routes';
import {
  modifiedDelivery,
  placedContactlessDelivery,
  placedDelivery,
  placedPickup,
  placedShip,
} from '../testing/fixtures';
import { OrderCompletePage, type OrderCompletePageProps } from './OrderCompletePage';
import { lastCompletedPathKey } from './useLastCompletedPath';

/** A drawn street map standing in for the host's static map service: a data URL, nothing fetched. */
const drawnMap = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320"><rect width="640" height="320" fill="#eef1ec"/><path d="M0 90h640M0 230h640M170 0v320M470 0v320" stroke="#fff" stroke-width="18"/><path d="M0 320 640 0" stroke="#f6d98c" stroke-width="14"/><circle cx="320" cy="160" r="14" fill="#c0392b"/></svg>',
)}`;

interface StoryArgs extends Omit<OrderCompletePageProps, 'orderId'> {
  /** What `getCheckout` answers. */
  checkout: Checkout;
  /** The first `getCheckout` fails (503), the next succeeds. */
  failFirst?: boolean;
  navigate: (href: string, options?: { replace?: boolean }) => void;
}

function OrderCompleteStory({ checkout, failFirst = false, navigate, ...props }: StoryArgs) {
  const [calls] = useState(() => {
    let failures = failFirst ? 1 : 0;
    const getCheckout = async () => {
      if (failures-- > 0) throw new ServiceError({ status: 503, code: 'UNAVAILABLE' });
      return checkout;
    };
    return { checkout: { getCheckout } };
  });
  return (
    <TestStorefrontProvider handlers={[]} calls={calls} navigation={{ navigate }}>
      <OrderCompletePage orderId={checkout.id} {...props} />
    </TestStorefrontProvider>
  );
}

const meta = {
  title: 'Checkout/Order complete',
  args: { checkout: placedDelivery, navigate: fn() },
  // Each story is the page's first showing: the last-completed rule would otherwise send it home.
  beforeEach: () => {
    window.sessionStorage.removeItem(lastCompletedPathKey);
  },
  render: (args) => <OrderCompleteStory {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const thanks = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 3000 });

/**
 * One column below `lgUp`, two from it (the summary in its own column): measured, for the width the
 * story renders at (the visual run shows every story at 375 and 1280 px, whatever its viewport).
 * Side by side, the summary starts right of the details and above their bottom; stacked, it is
 * under the details and the items. Nothing is wider than the page at any width.
 */
async function expectLayout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const summary = canvas.getByRole('region', { name: 'Payment Summary' }).getBoundingClientRect();
  const details = canvas.getByRole('region', { name: 'Order Details' }).getBoundingClientRect();
  if (matchMedia(mediaQueries.lgUp).matches) {
    await expect(summary.left).toBeGreaterThan(details.right);
    await expect(summary.top).toBeLessThan(details.bottom);
  } else {
    const trigger = canvas.getByRole('button', { name: /Item\(s\) in Your Order$/ });
    const items = (trigger.closest('section') as HTMLElement).getBoundingClientRect();
    await expect(summary.top).toBeGreaterThanOrEqual(items.bottom);
    await expect(items.top).toBeGreaterThanOrEqual(details.bottom);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Pickup on a phone: the steps at the store ('On My Way', 'I'm Here', loaded into the car). */
export const Pickup: Story = {
  args: { checkout: placedPickup },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement, 'Thank you, your pickup order has been placed!');
    await waitFor(() => expect(document.title).toBe('Checkout Confirmed - Kroger'));
    await expect(canvas.getByText("You'll receive an order confirmation shortly at dana@example.com.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Order #${placedPickup.id}` })).toHaveAttribute(
      'href',
      `/mypurchases/pending/${placedPickup.id}`,
    );
    await expect(canvas.getByText('Ordered on Nov. 27, 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+ Add or Edit Items' })).toHaveAttribute(
      'href',
      `/cart/modify?orderId=${placedPickup.id}`,
    );
    await expect(canvas.getByText('Pickup Location')).toBeVisible();
    await expect(canvas.getByText('1700 Vine St, Cincinnati, OH 45202', { exact: false })).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: 'What Happens Next' }));
    await expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      "Track your order and tap 'On My Way' when you leave for the store.",
      "When you arrive, park in a pickup spot and tap 'I'm Here'.",
      "We'll bring your order out and load it into your car.",
      'Take your items and enjoy your day!',
    ]);
    // Nothing on the page is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/**
 * A ship order: the shipping timeline and address, no delivery type, and the e-mail when it ships
 * before the last step.
 */
export const Ship: Story = {
  args: { checkout: placedShip },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement, 'Thank you, your ship order has been placed!');
    const details = within(canvas.getByRole('region', { name: 'Order Details' }));
    await expect(details.getByText('Shipping Time')).toBeVisible();
    await expect(details.getByText('As soon as 1-3 days')).toBeVisible();
    await expect(details.getByText('Shipping Address')).toBeVisible();
    await expect(details.queryByText('Delivery Type')).toBeNull();
    const steps = within(canvas.getByRole('region', { name: 'What Happens Next' }));
    await expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      "We'll e-mail you when your order ships, with a link to follow it to your door.",
      'Take your items and enjoy your day!',
    ]);
  },
};

/** Delivery at 1280 px: the summary in its own column, the items opened, the hold note, the notes. */
export const Delivery: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement, 'Thank you, your delivery order has been placed!');
    await expect(canvas.getByText('Sat, Nov 28, 4:00 PM – 6:00 PM')).toBeVisible();
    await expect(canvas.getByText('Standard')).toBeVisible();
    const items = canvas.getByRole('button', { name: '7 Item(s) in Your Order' });
    await userEvent.click(items);
    await expect(items).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Bananas')).toBeVisible();
    await expect(canvas.getByText('Qty 3')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment Summary' })).toBeVisible();
    await expect(
      canvas.getByText(
        'A hold has been placed on your card. The final charge will be made when you receive your items.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Be at your delivery address during your drop-off window/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Save Even More!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Coupons' })).toHaveAttribute('href', '/cl/coupons/');
    await expect(canvas.getByRole('heading', { name: 'Forgot something?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '/mypurchases');
    await expect(canvas.getByRole('link', { name: '1-800-555-0100' })).toBeVisible();
    await expectLayout(canvasElement);
  },
};

/** Contactless delivery at 768 px: left at the door, watch for updates; the instructions shown. */
export const Contactless: Story = {
  args: { checkout: placedContactlessDelivery },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement, 'Thank you, your delivery order has been placed!');
    await expect(canvas.getByText('Contactless (left at your door)')).toBeVisible();
    await expect(canvas.getByText('Leave by the side door.')).toBeVisible();
    await expect(canvas.getByText(/Watch for status updates/)).toBeVisible();
    await expect(canvas.queryByText(/Be at your delivery address/)).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** After a modification (`?im=true`): updated, with the previous total and the cost change. */
export const Modified: Story = {
  args: { checkout: modifiedDelivery, modified: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement, 'Thank you, your delivery order has been updated!');
    await expect(canvas.getByRole('button', { name: '8 Item(s) in Your Order' })).toBeVisible();
    await expect(canvas.getByText('New Estimated Total')).toBeVisible();
    await expect(canvas.getByText('Previous Order Total')).toBeVisible();
    const change = canvas.getByRole('button', { name: 'Cost Change' });
    await userEvent.click(change);
    await expect(canvas.getByText('SNAP EBT')).toBeVisible();
    await expect(canvas.getByText('Non-SNAP')).toBeVisible();
  },
};

/** Items of the other way of shopping remain in the cart: 'Go to Cart'; and the host's map. */
export const GoToCart: Story = {
  args: { otherModalityItemCount: 3, mapUrl: () => drawnMap },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement, 'Thank you, your delivery order has been placed!');
    await expect(canvas.getByText('You still have 3 items in your cart for another way of shopping.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('img', { name: 'Map showing 1014 Vine St, Cincinnati, OH 45202' })).toBeVisible();
  },
};

/** The order cannot be read: the generic message and Try Again, which loads it. */
export const LoadFailure: Story = {
  args: { failFirst: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/technical difficulties/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await thanks(canvasElement, 'Thank you, your delivery order has been placed!');
  },
};

/** The page shown again in the same visit (a reload, Back): the shopper goes home instead (§2). */
export const ShownAgain: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(lastCompletedPathKey, checkoutRoutes.orderComplete(placedDelivery.id));
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }));
    await expect(window.sessionStorage.getItem(lastCompletedPathKey)).toBe('/');
  },
};
