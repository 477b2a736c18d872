import { checkoutPaths, type Checkout } from '@aisle/contracts/checkout';
import type { NavigationAdapter } from '@aisle/core';
import { mediaQueries } from '@aisle/tokens';
import { toast, ToastRegion } from '@aisle/ui';
import { demoSecureFrameUrl, ebtCard, preferredVisa } from '@aisle/wallet/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { postAuthRejectReasonKey, readPostAuthRejectReason } from '../paymentError/postAuthRejectReason';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import { checkoutHandlers, type CheckoutHandlersOptions } from '../testing/checkoutHandlers';
import { pickupDraft, placedPickup, placedShip } from '../testing/fixtures';
import type { CheckoutRequest } from '../testing/handlers/checkoutServiceHandlers';
import { ModifyOrderCheckout, type ModifyOrderCheckoutProps } from './ModifyOrderCheckout';
import type { ModifyCartLine } from './modifyRequest';

/** A placed pickup paid by the wallet's Visa. */
const bankPaidOrder: Checkout = {
  ...placedPickup,
  id: '6a1f7b2d-0000-4000-8000-00000000a001',
  paymentDetails: {
    ...placedPickup.paymentDetails,
    payments: [
      { id: preferredVisa.id, paymentType: 'BANK_CARD', amountToAuthorize: 48.04, lastFour: '1111', brand: 'VISA' },
    ],
  },
};

/** The same pickup with the wallet's SNAP EBT card paying the SNAP-eligible $18.97. */
const snapPaidOrder: Checkout = {
  ...bankPaidOrder,
  id: '6a1f7b2d-0000-4000-8000-00000000a002',
  paymentDetails: {
    ...bankPaidOrder.paymentDetails,
    payments: [
      { id: preferredVisa.id, paymentType: 'BANK_CARD', amountToAuthorize: 29.07, lastFour: '1111', brand: 'VISA' },
      { id: ebtCard.id, paymentType: 'EBT', amountToAuthorize: 18.97, lastFour: '6789', brand: 'EBT' },
    ],
  },
};

/** A placed ship order, paid by the wallet's Visa. */
const shipOrder: Checkout = {
  ...placedShip,
  id: '6a1f7b2d-0000-4000-8000-00000000a003',
  paymentDetails: {
    ...placedShip.paymentDetails,
    payments: [
      { id: preferredVisa.id, paymentType: 'BANK_CARD', amountToAuthorize: 43.09, lastFour: '1111', brand: 'VISA' },
    ],
  },
};

/** The modify cart: two more bananas, the milk as it was, the paper towels taken out, eggs added. */
const modifyCart: readonly ModifyCartLine[] = [
  { cart: { gtin13: '0000000004011', quantity: 5 } },
  { cart: { gtin13: '0001111041700', quantity: 2 } },
  {
    cart: { gtin13: '0001111060903', quantity: 1 },
    item: { description: 'Large Eggs, 12 ct', unitPrice: 3, totalPrice: 3, snapEligible: true, ageRestricted: false },
  },
];

interface StoryArgs extends Omit<ModifyOrderCheckoutProps, 'walletSettings'> {
  handlerOptions?: Omit<CheckoutHandlersOptions, 'requests' | 'checkouts'>;
  navigate: NavigationAdapter['navigate'];
}

/** Every checkout request of every story, in order: a play function reads those after its press. */
const requests: CheckoutRequest[] = [];
const sent = (route: CheckoutRequest['route'], from: number) =>
  requests.slice(from).filter((request) => request.route === route);

function ModifyOrderStory({ handlerOptions, navigate, ...props }: StoryArgs) {
  // The demo secure frames are Blob URL documents of this very origin.
  const [walletSettings] = useState(() => ({
    secureFieldsOrigin: window.location.origin,
    secureFieldsFrameUrl: demoSecureFrameUrl,
  }));
  return (
    <CheckoutTestProvider
      handlerOptions={{
        checkouts: [bankPaidOrder, snapPaidOrder, shipOrder, pickupDraft],
        ...handlerOptions,
        requests,
      }}
      navigation={{ navigate }}
    >
      <ModifyOrderCheckout walletSettings={walletSettings} {...props} />
      <ToastRegion duration={Infinity} />
    </CheckoutTestProvider>
  );
}

const meta = {
  title: 'Checkout/Modify order',
  component: ModifyOrderStory,
  args: { orderId: bankPaidOrder.id, lineItems: modifyCart, navigate: fn(), onModified: fn(async () => undefined) },
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Submit Modified Order' }, { timeout: 5000 });
const completePath = (order: Checkout) => `/checkout/clicklist/${order.id}/complete?im=true`;

async function openedDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A toast once it has faded in. */
async function seeToast(canvasElement: HTMLElement, text: string) {
  const found = await page(canvasElement).findByText(text, {}, { timeout: 5000 });
  await waitFor(() => expect(found).toBeVisible());
}

/** Types into the PIN widget (a same-origin demo frame here), as the shopper would. */
async function typePin(canvasElement: HTMLElement, pin: string) {
  const iframe = (await page(canvasElement).findByTitle('Enter Your SNAP EBT PIN')) as HTMLIFrameElement;
  await waitFor(() => expect(iframe.closest('[data-state]')?.getAttribute('data-state')).toBe('loaded'), {
    timeout: 5000,
  });
  const field = (iframe.contentDocument as Document).getElementById('pin') as HTMLInputElement;
  field.value = pin;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The heading for a pickup, and the blocks of '1. Order Information'. */
async function expectHeadings(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Complete your order' })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: '1. Order Information' })).toBeVisible();
  await expect(canvas.getByText('Over-the-Rhine')).toBeVisible();
  await expect(canvas.getByText('Dana Reyes')).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Pickup Instructions Optional' })).toBeVisible();
}

/**
 * The layout the width the story renders at should have (§2), measured; nothing wider than the
 * page at any width. The visual run shows every story at 375 and 1280 px whatever its viewport, so
 * each width is checked for what it should show rather than for the story's own viewport:
 * - below `checkoutTwoColumnUp`, one column: the summary under the information, and the items
 *   behind the 'View' row, in the items drawer;
 * - from `checkoutTwoColumnUp`, two: the summary beside the information, the items listed under it;
 * - from `lgUp`, three: the information, the items listed and the summary side by side.
 */
async function expectLayout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await submitButton(canvasElement);
  await expectHeadings(canvasElement);
  const rect = (name: string) => canvas.getByRole('region', { name }).getBoundingClientRect();
  const [information, items, summary] = [rect('1. Order Information'), rect('Items'), rect('Order Summary')];
  if (matchMedia(mediaQueries.lgUp).matches) {
    await expect(items.left).toBeGreaterThanOrEqual(information.right);
    await expect(summary.left).toBeGreaterThanOrEqual(items.right);
    await expect(Math.abs(items.top - information.top)).toBeLessThan(1);
    await expect(Math.abs(summary.top - information.top)).toBeLessThan(1);
    await expect(canvas.getByText('Large Eggs, 12 ct')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View' })).toBeNull();
  } else if (matchMedia(mediaQueries.checkoutTwoColumnUp).matches) {
    await expect(summary.left).toBeGreaterThanOrEqual(information.right);
    await expect(Math.abs(summary.top - information.top)).toBeLessThan(1);
    await expect(items.top).toBeGreaterThanOrEqual(information.bottom);
    await expect(canvas.getByText('Large Eggs, 12 ct')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View' })).toBeNull();
  } else {
    await expect(summary.top).toBeGreaterThanOrEqual(information.bottom);
    const row = within(canvas.getByRole('region', { name: 'Items' }));
    await expect(row.getByText('8 items')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'View' }));
    const drawer = await openedDialog(canvasElement, 'Items in Your Order');
    await expect(drawer.getByText('Large Eggs, 12 ct')).toBeVisible();
    await expect(drawer.getByText('Bananas')).toBeVisible();
    await expect(drawer.getByText('Qty 5')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  }
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/**
 * On a phone (375 px, below `checkoutTwoColumnUp`): one column, the summary under the information,
 * and the items behind the 'View' row, in the items drawer.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => expectLayout(canvasElement),
};

/** On a tablet (768 px, from `checkoutTwoColumnUp`): two columns, the items listed under the information. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => expectLayout(canvasElement),
};

/** On a desktop (1280 px, from `lgUp`): three columns, the information, the items and the summary. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => expectLayout(canvasElement),
};

/**
 * A ship order (§2): 'Complete Your Order', capitalised as the spec gives it for ship orders; its
 * time is the shipping timeline, to its shipping address, and it takes no instructions.
 */
export const Ship: Story = {
  args: { orderId: shipOrder.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitButton(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complete Your Order' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Complete your order' })).toBeNull();
    await expect(canvas.getByText('As soon as 1-3 days')).toBeVisible();
    await expect(canvas.getByText('Shipping Address')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Instructions/ })).toBeNull();
  },
};

/**
 * Submitted: the modification goes out with one idempotency key (body and header), the shopper
 * goes to the order's complete page with im=true, then the host deletes its modify cart.
 */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await submitButton(canvasElement);
    const from = requests.length;
    await userEvent.click(button);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(completePath(bankPaidOrder), undefined));
    await waitFor(() => expect(args.onModified).toHaveBeenCalledTimes(1));
    const navigated = (args.navigate as ReturnType<typeof fn>).mock.invocationCallOrder[0] ?? Infinity;
    await expect(navigated).toBeLessThan((args.onModified as ReturnType<typeof fn>).mock.invocationCallOrder[0] ?? 0);
    const [modification] = sent('modifyCheckout', from);
    await expect(modification?.body).toMatchObject({
      type: 'MODIFY',
      versionKey: bankPaidOrder.versionKey,
      checksum: bankPaidOrder.checksum,
      lineItems: modifyCart.map(({ cart }) => ({ cart })),
      paymentDetails: { paymentMethods: { existingAuthorizations: [{ id: preferredVisa.id, amount: 48.04 }] } },
    });
    await expect(modification?.idempotencyKey).toBe((modification?.body as { idempotencyKey: string }).idempotencyKey);
    // The answer's cost beside the order's before.
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('New Estimated Total')).toBeVisible();
    await expect(canvas.getByText('Previous Order Total')).toBeVisible();
  },
};

/** Instructions edited here are not saved apart: they go with the modification (§3 "fulfillment"). */
export const InstructionsGoWithIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitButton(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Instructions' }));
    const drawer = await openedDialog(canvasElement, 'Pickup Instructions');
    await userEvent.type(drawer.getByRole('textbox', { name: /Notes for your pickup/ }), 'Blue car, back row.');
    const from = requests.length;
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Blue car, back row.')).toBeVisible();
    await expect(requests.slice(from)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Modified Order' }));
    await waitFor(() => expect(sent('modifyCheckout', from)).toHaveLength(1));
    await expect(sent('modifyCheckout', from)[0]?.body).toMatchObject({
      fulfillment: { instructions: 'Blue car, back row.', deliveryType: 'Standard' },
    });
  },
};

/** SNAP EBT pays: 'Enter Your SNAP EBT PIN' opens first, and the PIN goes with that authorisation. */
export const SnapPinFirst: Story = {
  args: { orderId: snapPaidOrder.id },
  play: async ({ canvasElement, args }) => {
    const button = await submitButton(canvasElement);
    const from = requests.length;
    await userEvent.click(button);
    const dialog = await openedDialog(canvasElement, 'Enter Your SNAP EBT PIN');
    await expect(sent('modifyCheckout', from)).toHaveLength(0);
    await typePin(canvasElement, '1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(completePath(snapPaidOrder), undefined));
    await expect(sent('modifyCheckout', from)[0]?.body).toMatchObject({
      paymentDetails: {
        paymentMethods: {
          existingAuthorizations: [
            { id: preferredVisa.id, amount: 29.07 },
            { id: ebtCard.id, amount: 18.97, encryptedPin: expect.stringMatching(/^demo-pin-/) },
          ],
        },
      },
    });
  },
};

/** Closing the PIN modal sends nothing, and the button can be pressed again. */
export const SnapPinCancelled: Story = {
  args: { orderId: snapPaidOrder.id },
  play: async ({ canvasElement, args }) => {
    const button = await submitButton(canvasElement);
    const from = requests.length;
    await userEvent.click(button);
    const dialog = await openedDialog(canvasElement, 'Enter Your SNAP EBT PIN');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(sent('modifyCheckout', from)).toHaveLength(0);
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

let cartDeletes = 0;

/**
 * The modify cart is not deleted: 'Modifications Saved' asks for 'Confirm', which deletes it and
 * closes the toast.
 */
export const ModificationsSaved: Story = {
  args: {
    onModified: fn(async () => {
      cartDeletes += 1;
      if (cartDeletes === 1) throw new Error('The modify cart was not deleted.');
    }),
  },
  beforeEach: () => {
    cartDeletes = 0;
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await submitButton(canvasElement));
    const body = page(canvasElement);
    await seeToast(canvasElement, 'Modifications Saved');
    await expect(body.getByText("Your changes are saved. Press 'Confirm' to tell us you're finished.")).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onModified).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(body.queryByText('Modifications Saved')).toBeNull());
  },
};

/** Confirm fails as well: the toast reads 'There was a problem, please try again.', Confirm still there. */
export const ConfirmFails: Story = {
  args: { onModified: fn(() => Promise.reject(new Error('The modify cart was not deleted.'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await submitButton(canvasElement));
    const body = page(canvasElement);
    await seeToast(canvasElement, "Your changes are saved. Press 'Confirm' to tell us you're finished.");
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await seeToast(canvasElement, 'There was a problem, please try again.');
    await expect(body.getByText('Modifications Saved')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(args.onModified).toHaveBeenCalledTimes(2);
  },
};

/** The order is being prepared (CANNOT_MODIFY): the spec's words; the payment data is read again. */
export const CannotModify: Story = {
  args: { handlerOptions: { failures: { modifyCheckout: { status: 409, code: 'CANNOT_MODIFY' } } } },
  play: async ({ canvasElement, args }) => {
    const button = await submitButton(canvasElement);
    await waitFor(() => expect(sent('getPayment', 0).length).toBeGreaterThan(0));
    const from = requests.length;
    await userEvent.click(button);
    await expect(
      await within(canvasElement).findByText(
        "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
      ),
    ).toBeVisible();
    await waitFor(() => expect(sent('getPayment', from)).toHaveLength(1));
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/**
 * Added items cannot be promised (FALLOUT_ERROR): the spec's words and the code, and the eggs the
 * service named marked 'No longer available' (§4 step 6, "Stale items are marked as newly
 * ineligible"; the words are ours). A narrow screen counts them beside its 'View' row.
 */
export const Fallout: Story = {
  args: {
    handlerOptions: {
      failures: { modifyCheckout: { status: 422, code: 'FALLOUT_ERROR', newlyIneligibleUpcs: ['0001111060903'] } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await submitButton(canvasElement));
    await expect(
      await canvas.findByText(
        "There's an issue with one or more items you tried to add. We still have your original order, but can't complete your modify request. (Error code: FALLOUT_ERROR)",
      ),
    ).toBeVisible();
    if (matchMedia(mediaQueries.checkoutTwoColumnUp).matches) {
      const eggs = (await canvas.findByText('Large Eggs, 12 ct')).closest('li');
      await expect(eggs).toHaveTextContent('No longer available');
      const bananas = canvas.getByText('Bananas').closest('li');
      await expect(bananas).not.toHaveTextContent('No longer available');
    } else {
      await expect(canvas.getByText('1 no longer available')).toBeVisible();
    }
  },
};

/** The order changed elsewhere (a stale versionKey or checksum): the page says so; Refresh reads it again. */
export const ChangedElsewhere: Story = {
  args: {
    handlerOptions: { failures: { modifyCheckout: { status: 409, code: 'CHECKOUT_VERSION_CONFLICT', times: 1 } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await submitButton(canvasElement));
    const message = 'Your order has been updated on another device. Please refresh and try again.';
    await expect(await canvas.findByText(message)).toBeVisible();
    const from = requests.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
    await expect(sent('getCheckout', from)).toHaveLength(1);
  },
};

/**
 * The re-authorisation is rejected (POST_AUTH_REJECT): the Payment Error page, as a modification,
 * with the service's reason kept for it to show (§8).
 */
export const PostAuthReject: Story = {
  args: {
    handlerOptions: {
      failures: {
        modifyCheckout: { status: 402, code: 'POST_AUTH_REJECT', reason: 'We could not complete your order.' },
      },
    },
  },
  beforeEach: () => {
    window.sessionStorage.removeItem(postAuthRejectReasonKey);
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await submitButton(canvasElement));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/checkout/payment-error?isModify=true', undefined));
    await expect(args.onModified).not.toHaveBeenCalled();
    await expect(readPostAuthRejectReason()).toBe('We could not complete your order.');
  },
};

/** A double press while the answer is on its way: one modification, one request. */
export const DoublePress: Story = {
  args: { handlerOptions: { delayMs: 300 } },
  play: async ({ canvasElement, args }) => {
    const button = await submitButton(canvasElement);
    const from = requests.length;
    await userEvent.dblClick(button);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledTimes(1));
    await expect(sent('modifyCheckout', from)).toHaveLength(1);
    await expect(args.onModified).toHaveBeenCalledTimes(1);
  },
};

/** An order not placed (a draft) has no checkout to modify: the modify cart (§2 "/cart/modify"). */
export const NotPlaced: Story = {
  args: { orderId: pickupDraft.id },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/cart/modify', { replace: true }));
  },
};

/** An order the service does not know: the modify cart too. */
export const Unknown: Story = {
  args: { orderId: '6a1f7b2d-0000-4000-8000-00000000ffff' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/cart/modify', { replace: true }));
  },
};

/**
 * The payment service refuses the SNAP EBT card's re-authorisation and says what the card has
 * left (`errors.ebtDetails.remainingBalance.snap`, our reading of §3): a body the in-memory
 * service's failures do not carry. Other calls go on to the in-memory service.
 */
const snapBalanceRefusal = http.put(`*${checkoutPaths.checkouts}/:id`, async ({ request }) => {
  const body = (await request.clone().json()) as { type?: string };
  if (body.type !== 'MODIFY') return undefined;
  return HttpResponse.json(
    {
      errors: {
        code: 'INSUFFICIENT_FUNDS',
        reason: 'The card has insufficient funds.',
        ebtDetails: { remainingBalance: { snap: 12.5 } },
      },
    },
    { status: 402 },
  );
});

// The demo secure frames are Blob URL documents of this very origin.
const snapWalletSettings = { secureFieldsOrigin: window.location.origin, secureFieldsFrameUrl: demoSecureFrameUrl };

/**
 * A refusal carrying the SNAP EBT balance (§4 step 5, "stored as a transaction balance inquiry"):
 * the balance is kept and shown under the button, beside the decline.
 */
export const SnapBalanceKept: Story = {
  args: { orderId: snapPaidOrder.id },
  render: ({ handlerOptions, navigate, ...props }) => (
    <CheckoutTestProvider
      handlers={[snapBalanceRefusal, ...checkoutHandlers({ checkouts: [snapPaidOrder], ...handlerOptions, requests })]}
      navigation={{ navigate }}
    >
      <ModifyOrderCheckout walletSettings={snapWalletSettings} {...props} />
    </CheckoutTestProvider>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await submitButton(canvasElement);
    await userEvent.click(button);
    const dialog = await openedDialog(canvasElement, 'Enter Your SNAP EBT PIN');
    await typePin(canvasElement, '1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const balance = await canvas.findByText('Your SNAP EBT card has $12.50 left.', {}, { timeout: 5000 });
    await expect(balance).toBeVisible();
    await expect(
      canvas.getByText(
        'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.',
      ),
    ).toBeVisible();
    await expect(button.compareDocumentPosition(balance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};
