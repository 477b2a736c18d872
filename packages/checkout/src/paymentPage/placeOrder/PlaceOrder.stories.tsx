import { preferredVisa } from '@aisle/wallet/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { deliveryDraft, instacartDelivery, vendorDelivery } from '../../testing/fixtures';
import type { CheckoutRequest } from '../../testing/handlers/checkoutServiceHandlers';
import {
  openedDialog,
  paymentChosen,
  PaymentPageStory,
  requestsOf,
  type PaymentPageStoryArgs,
} from '../../testing/paymentPageStoryFrame';

const meta = {
  title: 'Checkout/Payment page/Place order',
  component: PaymentPageStory,
  args: { orderId: deliveryDraft.id, navigate: fn(), onOrderPlaced: fn() },
} satisfies Meta<PaymentPageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const completePath = (id: string) => `/checkout/clicklist/${id}/complete`;
const placeOrder = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: 'Place order' });

/** Place order, once Paying With has chosen the Visa: its payment update is in the story's `requests`. */
async function readyToPlace(canvasElement: HTMLElement, requests: readonly CheckoutRequest[] = []) {
  await paymentChosen(requests);
  return placeOrder(canvasElement);
}

/** Placed: the host hears of it (to clear the basket) and the shopper goes to order complete. */
export const Placed: Story = {
  args: { requests: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await readyToPlace(canvasElement, args.requests));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(completePath(deliveryDraft.id), undefined));
    await expect(args.onOrderPlaced).toHaveBeenCalledTimes(1);
  },
};

const doubleClickRequests: CheckoutRequest[] = [];

/** A double click on a slow answer: the button turns busy and one activation is sent. */
export const DoubleClick: Story = {
  args: { requests: doubleClickRequests, handlerOptions: { delayMs: 400 } },
  play: async ({ canvasElement, args }) => {
    const button = await readyToPlace(canvasElement, doubleClickRequests);
    const from = doubleClickRequests.length;
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('Placing order');
    await waitFor(() => expect(args.navigate).toHaveBeenCalled(), { timeout: 5000 });
    await expect(requestsOf(doubleClickRequests, 'activateCheckout', from)).toHaveLength(1);
  },
};

/** Instacart delivers: its terms must be accepted (§5), and then the order goes through. */
export const InstacartAgreement: Story = {
  args: { orderId: instacartDelivery.id, requests: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await readyToPlace(canvasElement, args.requests));
    await expect(
      await canvas.findByText('You must agree to the Instacart Terms of Service to place your order.'),
    ).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the Instacart Terms of Service.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(completePath(instacartDelivery.id), undefined));
  },
};

/** Another fulfillment provider delivers: the shopper accepts it (§5). */
export const VendorAgreement: Story = {
  args: { orderId: vendorDelivery.id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvasElement));
    await expect(
      await canvas.findByText(
        "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
      ),
    ).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** The card is declined: the page stays, with the catalogue's message (§8). */
export const Declined: Story = {
  args: { requests: [], handlerOptions: { declines: { [preferredVisa.id]: 'INSUFFICIENT_FUNDS' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await readyToPlace(canvasElement, args.requests));
    await expect(
      await within(canvasElement).findByText(
        'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.',
      ),
    ).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Place order' })).not.toHaveAttribute('aria-busy');
  },
};

/** Rejected after authorisation: the Payment Error page. */
export const PostAuthReject: Story = {
  args: { requests: [], handlerOptions: { declines: { [preferredVisa.id]: 'POST_AUTH_REJECT' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await readyToPlace(canvasElement, args.requests));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/checkout/payment-error', undefined));
  },
};

/** The handlers' clock for TimedOut: the test provider's, until the play moves it past the reserved time. */
const timedOutClock = { now: new Date('2026-11-22T12:00:00Z') };

/**
 * The reserved time runs out while the shopper is on the page: Place order meets 'Order Timed Out',
 * whose 'Back to Checkout' goes to scheduling (§2, §8).
 */
export const TimedOut: Story = {
  args: { requests: [], handlerOptions: { now: () => timedOutClock.now } },
  beforeEach: () => {
    timedOutClock.now = new Date('2026-11-22T12:00:00Z');
  },
  play: async ({ canvasElement, args }) => {
    const button = await readyToPlace(canvasElement, args.requests);
    timedOutClock.now = new Date(deliveryDraft.fulfillment.promise.expiration);
    await userEvent.click(button);
    const modal = await openedDialog(canvasElement, 'Order Timed Out', 'alertdialog');
    await expect(modal.getByText('Your order has expired. Please return to the scheduling page.')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Back to Checkout' }));
    await expect(args.navigate).toHaveBeenCalledWith('/scheduling?fulfillmentType=DELIVERY', undefined);
  },
};

const conflictRequests: CheckoutRequest[] = [];

/** Changed on another device: the message with Refresh, which reads the order again (§8). */
export const Conflict: Story = {
  args: {
    requests: conflictRequests,
    handlerOptions: { failures: { activateCheckout: { status: 409, code: 'CHECKOUT_VERSION_CONFLICT', times: 1 } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await readyToPlace(canvasElement, conflictRequests));
    const message = 'Your order has been updated on another device. Please refresh and try again.';
    await expect(await canvas.findByText(message)).toBeVisible();
    const from = conflictRequests.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
    await expect(requestsOf(conflictRequests, 'getCheckout', from)).toHaveLength(1);
  },
};
