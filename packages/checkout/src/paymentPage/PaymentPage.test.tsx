import { preferredVisa } from '@aisle/wallet/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ageRestrictedDelivery,
  deliveryDraft,
  draftWithoutContact,
  expiredDraft,
  instacartDelivery,
  placedDelivery,
  shipDraft,
} from '../testing/fixtures';
import { renderPaymentPage } from '../testing/paymentPageTesting';

const placeOrderButton = () => screen.findByRole('button', { name: 'Place order' });
const completePath = `/checkout/clicklist/${deliveryDraft.id}/complete`;
const schedulingPath = '/scheduling?fulfillmentType=DELIVERY';

/** Place order, once Paying With has chosen the wallet's Visa (its payment update sent). */
async function readyToPlace(view: ReturnType<typeof renderPaymentPage>) {
  await view.paymentChosen();
  return placeOrderButton();
}

describe('given a delivery draft', () => {
  it('is titled Payment details, on the Payment step', async () => {
    renderPaymentPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment details' })).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Checkout steps' });
    expect(within(steps).getByText('Payment').closest('li')?.getAttribute('aria-current')).toBe('step');
    await placeOrderButton();
  });

  it('recaps the window in the store’s time and the address, with Change Time to scheduling', async () => {
    renderPaymentPage();
    await placeOrderButton();
    expect(screen.getByText('Sat, Nov 28, 4:00 PM – 6:00 PM')).toBeTruthy();
    expect(screen.getByText('1014 Vine St')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Time' }).getAttribute('href')).toBe(schedulingPath);
  });

  it('lays out the blocks in the spec’s order, the summary with Place order last', async () => {
    renderPaymentPage();
    const placeOrder = await placeOrderButton();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.replace('Optional', '').trim());
    const order = ['Order Details', 'Contact Info', 'Delivery Instructions', 'Paying With', 'Items', 'Payment Summary'];
    expect(headings.filter((heading) => order.includes(heading ?? ''))).toEqual(order);
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(summary.contains(placeOrder)).toBe(true);
  });

  it('shows the contact’s phone ddd-ddd-dddd, and Delivery Instructions as Optional', async () => {
    renderPaymentPage();
    await placeOrderButton();
    expect(screen.getByText('513-555-0142')).toBeTruthy();
    const instructions = screen.getByRole('region', { name: 'Delivery Instructions Optional' });
    expect(within(instructions).getByText('No instructions added.')).toBeTruthy();
  });
});

describe('after pressing Place order', () => {
  it('places the order with one key, tells the host, and goes to order complete', async () => {
    const view = renderPaymentPage();
    const { user, sent, navigate, onOrderPlaced } = view;
    await user.click(await readyToPlace(view));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(completePath, undefined));
    const [activation] = sent('activateCheckout');
    expect(sent('activateCheckout')).toHaveLength(1);
    expect(activation?.body).toMatchObject({
      type: 'ACTIVATE',
      // The draft's '3', moved on by Paying With's payment update as the cards loaded.
      versionKey: '4',
      paymentDetails: {
        paymentMethods: { bankCards: [{ card: { id: preferredVisa.id }, amount: 53.04 }], ebtCards: [], giftCards: [] },
        gratuityAmount: 5,
      },
    });
    expect(activation?.idempotencyKey).toBe((activation?.body as { idempotencyKey: string }).idempotencyKey);
    expect(onOrderPlaced).toHaveBeenCalledWith(expect.objectContaining({ id: deliveryDraft.id, status: 'ACTIVE' }));
    // Placed, the checkout is no longer a draft: the page does not send the shopper a second time.
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('makes one request for a double click, the button busy meanwhile', async () => {
    const view = renderPaymentPage({}, { delayMs: 50 });
    const { user, sent, navigate } = view;
    const button = await readyToPlace(view);
    await user.dblClick(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sent('activateCheckout')).toHaveLength(1);
  });

  it('asks for the phone and names first, sending nothing', async () => {
    const { user, sent } = renderPaymentPage({ orderId: draftWithoutContact.id });
    await user.click(await placeOrderButton());
    const contact = screen.getByRole('region', { name: 'Contact Info' });
    expect(within(contact).getByText('Phone number is required')).toBeTruthy();
    expect(within(contact).getByText('First name is required')).toBeTruthy();
    expect(within(contact).getByText('Last name is required')).toBeTruthy();
    expect(sent('activateCheckout')).toHaveLength(0);
  });

  it('asks for Instacart’s terms, then places the order once they are accepted', async () => {
    const view = renderPaymentPage({ orderId: instacartDelivery.id });
    const { user, sent, navigate } = view;
    await user.click(await readyToPlace(view));
    expect(screen.getByText('You must agree to the Instacart Terms of Service to place your order.')).toBeTruthy();
    expect(sent('activateCheckout')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /Instacart Terms of Service/ }));
    expect(screen.queryByText('You must agree to the Instacart Terms of Service to place your order.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sent('activateCheckout')[0]?.body).toMatchObject({ deliveryTermsAccepted: true });
  });

  it('sends the date of birth of an age-restricted order', async () => {
    const view = renderPaymentPage({ orderId: ageRestrictedDelivery.id });
    const { user, sent, navigate } = view;
    await user.click(await readyToPlace(view));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sent('activateCheckout')[0]?.body).toMatchObject({
      paymentDetails: { identityData: { dateOfBirth: '1990-04-12' } },
    });
  });

  it('keeps the page with the declined message', async () => {
    const view = renderPaymentPage({}, { declines: { [preferredVisa.id]: 'INSUFFICIENT_FUNDS' } });
    const { user, navigate } = view;
    await user.click(await readyToPlace(view));
    expect(
      await screen.findByText(
        'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.',
      ),
    ).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Place order' }).getAttribute('aria-busy')).toBeNull();
  });

  it('goes to the Payment Error page after a post-auth reject', async () => {
    const view = renderPaymentPage({}, { declines: { [preferredVisa.id]: 'POST_AUTH_REJECT' } });
    const { user, navigate, onOrderPlaced } = view;
    await user.click(await readyToPlace(view));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/payment-error', undefined));
    expect(onOrderPlaced).not.toHaveBeenCalled();
  });

  it('opens Order Timed Out when the time has run out; Back to Checkout returns to scheduling', async () => {
    // The reserved time runs out while the shopper is on the page, after Paying With's update.
    let now = new Date('2026-11-22T12:00:00Z');
    const view = renderPaymentPage({}, { now: () => now });
    const { user, navigate, sent } = view;
    const button = await readyToPlace(view);
    now = new Date(deliveryDraft.fulfillment.promise.expiration);
    await user.click(button);
    const modal = await screen.findByRole('alertdialog', { name: 'Order Timed Out' });
    expect(within(modal).getByText('Your order has expired. Please return to the scheduling page.')).toBeTruthy();
    expect(sent('activateCheckout')).toHaveLength(1);
    await user.click(within(modal).getByRole('button', { name: 'Back to Checkout' }));
    expect(navigate).toHaveBeenCalledWith(schedulingPath, undefined);
  });

  it('says the order changed on another device, and Refresh reads it again', async () => {
    const view = renderPaymentPage(
      {},
      { failures: { activateCheckout: { status: 409, code: 'CHECKOUT_VERSION_CONFLICT', times: 1 } } },
    );
    const { user, sent } = view;
    await user.click(await readyToPlace(view));
    const message = await screen.findByText(
      'Your order has been updated on another device. Please refresh and try again.',
    );
    expect(message).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Your order has been updated on another device. Please refresh and try again.'),
      ).toBeNull(),
    );
    expect(sent('getCheckout')).toHaveLength(2);
  });

  it('says a promo code’s conflict once, above the page, and keeps the code typed', async () => {
    // No card to choose: the promo code is the page's first update.
    const { user } = renderPaymentPage(
      {},
      {
        wallet: { cards: [] },
        failures: { updateCheckout: { status: 409, code: 'CHECKOUT_VERSION_CONFLICT', times: 1 } },
      },
    );
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'SAVE5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Your order has been updated on another device. Please refresh and try again.');
    expect(
      screen.getAllByText('Your order has been updated on another device. Please refresh and try again.'),
    ).toHaveLength(1);
    expect((field as HTMLInputElement).value).toBe('SAVE5');
  });

  it('says Processing Error with the code for a failure the catalogue does not name', async () => {
    const view = renderPaymentPage({}, { failures: { activateCheckout: { status: 500, code: 'BOOM' } } });
    const { user } = view;
    await user.click(await readyToPlace(view));
    expect(await screen.findByText('Processing Error')).toBeTruthy();
    expect(screen.getByText(/\(Error code: BOOM\)/)).toBeTruthy();
  });
});

describe('given a payment update the service answers without its result (wallet spec §8)', () => {
  it("says so with the generic message and its code in 'Payment Not Updated'; Try Again saves the cards", async () => {
    const view = renderPaymentPage({}, { failures: { updateCheckout: { answer: {}, times: 1 } } });
    const modal = await screen.findByRole('dialog', { name: 'Payment Not Updated' });
    expect(
      within(modal).getByText(
        "We're having trouble processing your order. Please try again. (Error code: CHECKOUT_INCOMPLETE)",
      ),
    ).toBeTruthy();
    // The page kept its checkout: the retry builds on the draft's versionKey.
    await view.user.click(within(modal).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Not Updated' })).toBeNull());
    expect(view.sent('updateCheckout').map((request) => (request.body as { versionKey: string }).versionKey)).toEqual([
      '3',
      '3',
    ]);
    expect(await placeOrderButton()).toBeTruthy();
  });
});

describe('given an order whose time ran out before the page opened', () => {
  it('opens Order Timed Out alone as Paying With’s payment update is refused', async () => {
    const { user, navigate, paymentChosen } = renderPaymentPage({ orderId: expiredDraft.id });
    await paymentChosen();
    const modal = await screen.findByRole('alertdialog', { name: 'Order Timed Out' });
    expect(within(modal).getByText('Your order has expired. Please return to the scheduling page.')).toBeTruthy();
    // The page's modal, not Paying With's 'Payment Not Updated' over it.
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Back to Checkout' }));
    expect(navigate).toHaveBeenCalledWith(schedulingPath, undefined);
  });

  it('sends a ship order back to the ship step, which holds a new shipping window', async () => {
    const expiredShip = {
      ...shipDraft,
      fulfillment: { ...shipDraft.fulfillment, promise: expiredDraft.fulfillment.promise },
    };
    const { user, navigate } = renderPaymentPage({ orderId: shipDraft.id }, { checkouts: [expiredShip] });
    const modal = await screen.findByRole('alertdialog', { name: 'Order Timed Out' });
    await user.click(within(modal).getByRole('button', { name: 'Back to Checkout' }));
    expect(navigate).toHaveBeenCalledWith('/scheduling?fulfillmentType=SHIP', undefined);
  });
});

describe('the page sends the shopper elsewhere', () => {
  it('to order complete for a placed order', async () => {
    const { navigate } = renderPaymentPage({}, { checkouts: [placedDelivery] });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(completePath, { replace: true }));
  });

  it('to the cart for an order the service does not know', async () => {
    const { navigate } = renderPaymentPage({ orderId: 'no-such-order' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', { replace: true }));
  });

  it('to sign-in when the session has expired, saying so', async () => {
    const { navigate } = renderPaymentPage({}, { failures: { getCheckout: { status: 403, code: 'FORBIDDEN' } } });
    expect(await screen.findByText('Your session has expired.')).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signin', { replace: true }));
  });

  it('nowhere when the checkout fails to load: it offers Try Again', async () => {
    const { user, navigate } = renderPaymentPage({}, { failures: { getCheckout: { status: 500, times: 1 } } });
    await act(async () => undefined);
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await placeOrderButton();
    expect(navigate).not.toHaveBeenCalled();
  });
});
