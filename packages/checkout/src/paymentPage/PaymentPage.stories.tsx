import { mediaQueries } from '@aisle/tokens';
import { preferredVisa } from '@aisle/wallet/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { deliveryDraft, pickupDraft, placedDelivery, shipDraft } from '../testing/fixtures';
import type { CheckoutRequest } from '../testing/handlers/checkoutServiceHandlers';
import {
  openedDialog,
  paymentChosen,
  PaymentPageStory,
  requestsOf,
  type PaymentPageStoryArgs,
} from '../testing/paymentPageStoryFrame';

const meta = {
  title: 'Checkout/Payment page/Page',
  component: PaymentPageStory,
  args: { orderId: deliveryDraft.id, navigate: fn(), onOrderPlaced: fn() },
} satisfies Meta<PaymentPageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One column to 674 px, two from 675 (§2): measured. Beside each other, the summary's top is the
 * blocks' top; stacked, it is under them. Nothing is wider than the page at any width.
 */
async function expectLayout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const summary = (await canvas.findByRole('button', { name: 'Place order' })).closest('section')?.parentElement;
  const blocks = canvas.getByRole('region', { name: 'Order Details' }).parentElement as HTMLElement;
  const twoColumns = matchMedia(mediaQueries.checkoutTwoColumnUp).matches;
  const [main, aside] = [blocks.getBoundingClientRect(), (summary as HTMLElement).getBoundingClientRect()];
  if (twoColumns) {
    await expect(aside.left).toBeGreaterThanOrEqual(main.right);
    await expect(Math.abs(aside.top - main.top)).toBeLessThan(1);
  } else {
    await expect(aside.top).toBeGreaterThanOrEqual(main.bottom);
  }
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** A delivery of seven items, paid by a Visa with a $5 tip: the blocks, the summary and Place order. */
export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
    await canvas.findByRole('button', { name: 'Place order' });
    await expect(canvas.getByText('Sat, Nov 28, 4:00 PM – 6:00 PM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Time' })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=DELIVERY',
    );
    await expect(canvas.getByRole('region', { name: 'Delivery Instructions Optional' })).toBeVisible();
    await expectLayout(canvasElement);
  },
};

/** On a phone (375 px): one column, the summary and Place order under the blocks. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => expectLayout(canvasElement),
};

/** On a tablet (768 px): two columns, the summary beside the blocks. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => expectLayout(canvasElement),
};

/** Pickup at Over-the-Rhine: 'Pickup Time', 'Pickup Location' and 'Pickup Instructions'; no delivery type. */
export const Pickup: Story = {
  args: { orderId: pickupDraft.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Place order' });
    await expect(canvas.getByText('Pickup Location')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Pickup Instructions Optional' })).toBeVisible();
    await expect(canvas.queryByText(/Delivery type/)).toBeNull();
  },
};

/**
 * Shipped to Dana's home: 'Shipping Time' reads the shipping timeline, not a window of hours; no
 * Change Time (nothing to choose), no instructions, no tip.
 */
export const Ship: Story = {
  args: { orderId: shipDraft.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Place order' });
    const details = within(canvas.getByRole('region', { name: 'Order Details' }));
    await expect(details.getByText('Shipping Time')).toBeVisible();
    await expect(details.getByText('As soon as 1-3 days')).toBeVisible();
    await expect(details.getByText('Shipping Address')).toBeVisible();
    await expect(details.getByText('1014 Vine St')).toBeVisible();
    await expect(details.queryByRole('link', { name: 'Change Time' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: /Instructions/ })).toBeNull();
    await expect(canvas.queryByText('Select Tip Amount')).toBeNull();
  },
};

/** The items drawer lists each line with its quantity and price. */
export const ItemsDrawer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View Items' }));
    const drawer = await openedDialog(canvasElement, 'Items in Your Order');
    await expect(drawer.getByText('Whole Milk, 1 gal')).toBeVisible();
    await expect(drawer.getAllByText('Qty 2')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
  },
};

/** Harris Teeter hides pickup notes (§2): a pickup shows no instructions block. */
export const HarrisTeeterPickup: Story = {
  args: { orderId: pickupDraft.id, banner: 'harristeeter' },
  globals: { banner: 'harristeeter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Place order' });
    await expect(canvas.queryByRole('region', { name: /Pickup Instructions/ })).toBeNull();
  },
};

/** A checkout already placed: the page sends the shopper to its order-complete page (our reading of §2). */
export const PlacedOrder: Story = {
  args: { handlerOptions: { checkouts: [placedDelivery] } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(`/checkout/clicklist/${placedDelivery.id}/complete`, {
        replace: true,
      }),
    );
  },
};

const blockRequests: CheckoutRequest[] = [];

/**
 * Every block in place, the Visa paying: the payment update goes out as the cards load, a promo
 * code applies, and Place order pays with the card Paying With chose.
 */
export const WithPaymentBlocks: Story = {
  args: { requests: blockRequests, handlerOptions: { wallet: { cards: [preferredVisa] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Paying With' })).toBeVisible();
    // The log starts as the story mounts: Paying With's payment update is its first.
    await paymentChosen(blockRequests);
    await expect(requestsOf(blockRequests, 'updateCheckout')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), 'SAVE5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requestsOf(blockRequests, 'updateCheckout')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(`/checkout/clicklist/${deliveryDraft.id}/complete`, undefined),
    );
    const [activation] = requestsOf(blockRequests, 'activateCheckout');
    await expect(activation?.body).toMatchObject({
      versionKey: '5',
      paymentDetails: { paymentMethods: { bankCards: [{ card: { id: preferredVisa.id } }] } },
    });
  },
};

/**
 * The payment service takes no such payment as the order is placed (PAYMENT_TYPE_NOT_ACCEPTED,
 * §8): Place order says so in the catalogue's words, not the service's, and the page stays.
 */
export const PaymentTypeNotAccepted: Story = {
  args: {
    requests: [],
    handlerOptions: { failures: { activateCheckout: { status: 422, code: 'PAYMENT_TYPE_NOT_ACCEPTED' } } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await paymentChosen(args.requests ?? []);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByText(
        'We are currently not accepting this payment type. Please select a different form of payment.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('PAYMENT_TYPE_NOT_ACCEPTED')).toBeNull();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/**
 * The session ends as Paying With sends its payment update (401, wallet spec §8): the page says
 * 'Your session has expired.' (checkout §8) and goes to sign-in, with no 'Payment Not Updated'
 * over it.
 */
export const SessionExpiredOnPaymentUpdate: Story = {
  args: {
    requests: [],
    handlerOptions: { failures: { updateCheckout: { status: 401, code: 'UNAUTHORIZED' } } },
  },
  play: async ({ canvasElement, args }) => {
    await paymentChosen(args.requests ?? []);
    await expect(await within(canvasElement).findByText('Your session has expired.')).toBeVisible();
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/signin', { replace: true }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
