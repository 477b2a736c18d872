import type { PromiseV4, QuotesResponse } from '@aisle/contracts/scheduling';
import { ServiceError } from '@aisle/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { schedulingCalls } from '../calls';
import { toStoredPromise } from '../upfrontSlots/storePromise';
import {
  deliveryModality,
  milkLine,
  pickupModality,
  promiseFixture,
  renderPage,
  wineLine,
} from '../testing/schedulingPageTesting';

// The test clock reads 2026-11-22T12:00:00Z (7:00 AM in Cincinnati); Corryville's first time is
// today's 8 AM Kroger Delivery EXPRESS window.
const continueButton = () => screen.findByRole('button', { name: 'Continue' });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the scheduling page, redirects', () => {
  it('sends a shopper who is not fully signed in to sign-in, replacing the page', async () => {
    const { navigate } = renderPage({ signedIn: false });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signin', { replace: true }));
  });

  it('sends a fulfillment type other than the active modality to the cart', async () => {
    const { navigate } = renderPage({ fulfillmentType: 'PICKUP' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', { replace: true }));
  });

  it('sends a delivery without an address to the cart', async () => {
    const { navigate } = renderPage({
      activeModality: { ...deliveryModality, destination: { locationId: deliveryModality.destination.locationId } },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', { replace: true }));
  });

  it('sends modify mode to the modified order’s cart once the basket has loaded, not before', async () => {
    const waiting = renderPage({ modify: true, loaded: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Your Delivery' })).toBeTruthy();
    expect(waiting.navigate).not.toHaveBeenCalled();
    waiting.unmount();
    const { navigate } = renderPage({ modify: true, loaded: true });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart/modify', { replace: true }));
  });

  it('schedules pickup for a pickup shopper, asking for pickup times', async () => {
    const { log, navigate } = renderPage({ fulfillmentType: 'PICKUP', activeModality: pickupModality });
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Your Pickup' })).toBeTruthy();
    await continueButton();
    expect(navigate).not.toHaveBeenCalled();
    expect(log.find((entry) => entry.name === 'getQuotes')?.body).toMatchObject({ modalityType: 'PICKUP' });
  });
});

describe('the scheduling page, its basket', () => {
  it('offers Start My Cart for an empty basket', () => {
    renderPage({ items: [] });
    expect(screen.getByRole('link', { name: 'Start My Cart' }).getAttribute('href')).toBe('/products/start-my-cart');
  });

  it('shows the stepper with Scheduling current', () => {
    renderPage({ loaded: false });
    const stepper = screen.getByLabelText('Checkout steps');
    expect(within(stepper).getByText('Scheduling')).toBeTruthy();
    expect(within(stepper).getByText('Payment')).toBeTruthy();
  });
});

describe('the scheduling page, submitting', () => {
  it('reserves the preselected time, creates the checkout and goes to it, in that order', async () => {
    const { user, names, log, onPromiseChange, createCheckout, navigate } = renderPage();
    await user.click(await continueButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout?orderId=order-1&nc=true', undefined));
    expect(names()).toEqual(['getQuotes', 'createPromise', 'onPromiseChange', 'createCheckout', 'navigate']);
    expect(log.find((entry) => entry.name === 'createPromise')?.body).toEqual({
      modalityType: 'DELIVERY',
      locationId: '01400378',
      optionIds: ['DELIVERY-01400378-2026-11-22-kroger-delivery:0800'],
      items: [milkLine],
      originalWindow: { value: '2026-11-22T08:00:00/2026-11-22T10:00:00', timezone: 'America/New_York' },
      vendorId: 'kroger-delivery',
    });
    const promise = onPromiseChange.mock.calls[0]?.[0];
    expect(promise?.id).toBeTruthy();
    expect(createCheckout).toHaveBeenCalledWith(promise);
  });

  it('asks for a time when none is chosen, and choosing one clears the message', async () => {
    const { user, names } = renderPage();
    await continueButton();
    await user.click(
      within(screen.getByRole('group', { name: 'Delivery day' }))
        .getAllByRole('radio')
        .at(1) as HTMLElement,
    );
    await user.click(await continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a time to continue');
    const times = screen.getByRole('radiogroup', { name: /^Delivery times for/ });
    await user.click(within(times).getAllByRole('radio').at(0) as HTMLElement);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names()).toEqual(['getQuotes']);
  });

  it('opens the replacement step first when the time leaves items out and the shopper has not dealt with them', async () => {
    const open = vi.fn();
    const leaveOut: typeof schedulingCalls.getQuotes = async (...args) => {
      const quotes: QuotesResponse['data'] = await schedulingCalls.getQuotes(...args);
      const items = Object.fromEntries(
        Object.keys(quotes.items).map((id) => [
          id,
          { included: [], excluded: [{ ...milkLine, code: 'ITEM_RESTRICTED' }] },
        ]),
      );
      return { ...quotes, items };
    };
    const verifyAge = vi.fn(async () => true);
    const first = renderPage(
      { items: [milkLine, wineLine], replacementStep: { handled: false, open }, verifyAge },
      { calls: { getQuotes: leaveOut } },
    );
    await first.user.click(await continueButton());
    expect(open).toHaveBeenCalledWith([{ ...milkLine, code: 'ITEM_RESTRICTED' }]);
    expect(verifyAge).not.toHaveBeenCalled();
    expect(first.names()).toEqual(['getQuotes']);
    first.unmount();

    // Dealt with: on to age verification (21 by default), then the promise and the checkout.
    const second = renderPage(
      { items: [milkLine, wineLine], replacementStep: { handled: true, open }, verifyAge },
      { calls: { getQuotes: leaveOut } },
    );
    await second.user.click(await continueButton());
    await waitFor(() => expect(second.navigate).toHaveBeenCalled());
    expect(verifyAge).toHaveBeenCalledWith(21);
    expect(open).toHaveBeenCalledTimes(1);
    expect(second.names()).toEqual(['getQuotes', 'createPromise', 'onPromiseChange', 'createCheckout', 'navigate']);
  });

  it('goes on by itself once the shopper has dealt with the items in the drawer', async () => {
    const open = vi.fn();
    const leaveOut: typeof schedulingCalls.getQuotes = async (...args) => {
      const quotes: QuotesResponse['data'] = await schedulingCalls.getQuotes(...args);
      const excluded = [{ ...milkLine, code: 'ITEM_RESTRICTED' }];
      return {
        ...quotes,
        items: Object.fromEntries(Object.keys(quotes.items).map((id) => [id, { included: [], excluded }])),
      };
    };
    const page = renderPage({ replacementStep: { handled: false, open } }, { calls: { getQuotes: leaveOut } });
    await page.user.click(await continueButton());
    expect(open).toHaveBeenCalledTimes(1);
    expect(page.names()).toEqual(['getQuotes']);
    // The drawer's 'Continue to Payment': the host marks the step handled, and the page goes on.
    page.rerenderPage({ replacementStep: { handled: true, open } });
    await waitFor(() => expect(page.navigate).toHaveBeenCalled());
    expect(page.names()).toEqual(['getQuotes', 'createPromise', 'onPromiseChange', 'createCheckout', 'navigate']);
  });

  it('skips the replacement step once the shopper has interacted with it, even without continuing', async () => {
    const open = vi.fn();
    const leaveOut: typeof schedulingCalls.getQuotes = async (...args) => {
      const quotes: QuotesResponse['data'] = await schedulingCalls.getQuotes(...args);
      const excluded = [{ ...milkLine, code: 'ITEM_RESTRICTED' }];
      return {
        ...quotes,
        items: Object.fromEntries(Object.keys(quotes.items).map((id) => [id, { included: [], excluded }])),
      };
    };
    const page = renderPage({ replacementStep: { handled: false, open } }, { calls: { getQuotes: leaveOut } });
    await page.user.click(await continueButton());
    expect(open).toHaveBeenCalledTimes(1);
    // The shopper looked at similar items and closed the drawer: the host marks them as interacted.
    page.rerenderPage({ replacementStep: { handled: false, interacted: true, open } });
    expect(page.names()).toEqual(['getQuotes']);
    await page.user.click(await continueButton());
    await waitFor(() => expect(page.navigate).toHaveBeenCalled());
    expect(open).toHaveBeenCalledTimes(1);
    expect(page.names()).toEqual(['getQuotes', 'createPromise', 'onPromiseChange', 'createCheckout', 'navigate']);
  });

  it('stops when the host’s age verification refuses, saying why', async () => {
    const { user, names } = renderPage({ items: [wineLine], verifyAge: async () => false, minimumAge: 18 });
    await user.click(await continueButton());
    // The wine asks for 21 itself, above the page's 18.
    expect(await screen.findByText(/only for customers 21 or older\. Please remove/)).toBeTruthy();
    expect(names()).toEqual(['getQuotes']);
  });

  it('asks the age itself without a host check: No stops, Yes goes on (keyboard only)', async () => {
    const { user, names, navigate } = renderPage({ items: [wineLine] });
    (await continueButton()).focus();
    await user.keyboard('{Enter}');
    const ask = await dialog('Confirm Your Age');
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(await screen.findByText(/Please remove them from your cart/)).toBeTruthy();
    expect(names()).toEqual(['getQuotes']);

    (await continueButton()).focus();
    await user.keyboard('{Enter}');
    const again = await dialog('Confirm Your Age');
    within(again).getByRole('button', { name: 'Yes, I am 21+' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(names()).toEqual(['getQuotes', 'createPromise', 'onPromiseChange', 'createCheckout', 'navigate']);
  });

  it('Escape on the age question keeps the shopper on the page, without a message', async () => {
    const { user, names } = renderPage({ items: [wineLine] });
    await user.click(await continueButton());
    await dialog('Confirm Your Age');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/Please remove them from your cart/)).toBeNull();
    expect(names()).toEqual(['getQuotes']);
  });
});

describe('the scheduling page, a stored promise', () => {
  const stored = (expiration: string) =>
    toStoredPromise(promiseFixture({ expiration: { value: expiration } }), { ttlMinutes: 30 });

  it('updates a valid one and creates the checkout without the shopper', async () => {
    const updated = promiseFixture({ versionKey: '4' });
    const updatePromise = vi.fn(async () => updated);
    const { names, log, navigate, createCheckout } = renderPage(
      { storedPromise: stored('2026-11-22T12:20:00.000Z') },
      { calls: { updatePromise } },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout?orderId=order-1&nc=true', undefined));
    expect(log.find((entry) => entry.name === 'updatePromise')?.body).toEqual({
      id: '00000000-0000-4000-9000-000000000042',
      items: [milkLine],
      versionKey: '3',
    });
    expect(createCheckout).toHaveBeenCalledWith(updated);
    expect(names().filter((name) => name !== 'getQuotes')).toEqual([
      'updatePromise',
      'onPromiseChange',
      'createCheckout',
      'navigate',
    ]);
  });

  it('leaves it alone when the shopper asked for a new time', async () => {
    const updatePromise = vi.fn(async () => promiseFixture());
    const { names } = renderPage(
      { storedPromise: stored('2026-11-22T12:20:00.000Z'), requestedNewTime: true },
      { calls: { updatePromise } },
    );
    await continueButton();
    expect(updatePromise).not.toHaveBeenCalled();
    expect(names()).toEqual(['getQuotes']);
  });

  it('aborts the automatic submission on promise fallout, keeping the updated promise', async () => {
    const fallout = promiseFixture({
      versionKey: '4',
      selections: [
        {
          ...(promiseFixture().selections.at(0) as PromiseV4['selections'][number]),
          items: { included: [], excluded: [{ ...milkLine, code: 'ITEM_RESTRICTED' }] },
        },
      ],
    });
    const { onPromiseChange, createCheckout } = renderPage(
      { storedPromise: stored('2026-11-22T12:20:00.000Z') },
      { calls: { updatePromise: async () => fallout } },
    );
    await waitFor(() => expect(onPromiseChange).toHaveBeenCalledWith(fallout));
    await continueButton();
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it('opens Reservation Expired for a valid but expired one, and lets it go after', async () => {
    const updatePromise = vi.fn();
    const { user, onPromiseChange } = renderPage(
      { storedPromise: stored('2026-11-22T11:50:00.000Z') },
      { calls: { updatePromise } },
    );
    const expired = await dialog('Reservation Expired');
    expect(within(expired).getByText('Your reserved time is no longer held. Please select a new time.')).toBeTruthy();
    await user.click(within(expired).getByRole('button', { name: 'Select a New Time' }));
    expect(onPromiseChange).toHaveBeenCalledWith(null);
    expect(updatePromise).not.toHaveBeenCalled();
  });

  it('forgets one past its ttl without a word', async () => {
    const { onPromiseChange } = renderPage({ storedPromise: stored('2026-11-22T11:00:00.000Z') });
    await waitFor(() => expect(onPromiseChange).toHaveBeenCalledWith(null));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the scheduling page, its modals', () => {
  it('opens Time Expired when the time is gone, resets the form and asks for the times again', async () => {
    const createPromise = vi.fn(async () => {
      throw new ServiceError({ status: 409, code: 'TIMESLOT_UNAVAILABLE' });
    });
    const { user, names, onPromiseChange } = renderPage({}, { calls: { createPromise } });
    await user.click(await continueButton());
    const expired = await dialog('Time Expired');
    expect(
      within(expired).getByText(
        'The time you selected for your order is no longer available. Please select a new time.',
      ),
    ).toBeTruthy();
    expect(onPromiseChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(names().filter((name) => name === 'getQuotes')).toHaveLength(2));
    await user.click(within(expired).getByRole('button', { name: 'Select a New Time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('titles a checkout failure by §8 and sends item problems back to the cart', async () => {
    const createCheckout = vi.fn(async () => {
      throw new ServiceError({ status: 422, code: 'NO_ITEMS_AVAILABLE' });
    });
    const { user, navigate } = renderPage({ createCheckout });
    await user.click(await continueButton());
    const modal = await dialog('Items Are Not Available');
    expect(
      within(modal).getByText('The items in your cart are not available. Please update your cart and try again.'),
    ).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Back To Cart' }));
    expect(navigate).toHaveBeenCalledWith('/cart', undefined);
  });

  it('shows a max quantity error from checkout creation in the server’s words, with Back To Cart', async () => {
    const reason = 'An order can hold up to 99 of an item. Please update your cart and try again.';
    const createCheckout = vi.fn(async () => {
      throw new ServiceError({ status: 422, code: 'CART_QUANTITY_LIMIT_EXCEEDED', reason });
    });
    const { user, navigate } = renderPage({ createCheckout });
    await user.click(await continueButton());
    const modal = await dialog('Quantity Limit Exceeded');
    expect(within(modal).getByText(reason)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Back To Cart' }));
    expect(navigate).toHaveBeenCalledWith('/cart', undefined);
  });

  it('offers Try Again for anything else, closing on the shopper’s choice', async () => {
    const createPromise = vi.fn(async () => {
      throw new ServiceError({ status: 500, code: 'UNEXPECTED' });
    });
    const { user } = renderPage({}, { calls: { createPromise } });
    await user.click(await continueButton());
    const modal = await dialog('Something Went Wrong');
    await user.click(within(modal).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await continueButton()).toBeTruthy();
  });

  it('opens Something went wrong with Back To Cart when the products cannot be read', async () => {
    const getProducts = vi.fn(async () => {
      throw new ServiceError({ status: 500 });
    });
    const { user, navigate, names } = renderPage({}, { calls: { getProducts } });
    await waitFor(() => expect(getProducts).toHaveBeenCalled());
    await user.click(await continueButton());
    const modal = await dialog('Something went wrong');
    await user.click(within(modal).getByRole('button', { name: 'Back To Cart' }));
    expect(navigate).toHaveBeenCalledWith('/cart', undefined);
    expect(names()).not.toContain('createPromise');
  });

  it('shows the quotes loading state until the times arrive, then the times', async () => {
    let answer: () => void = () => undefined;
    const slow: typeof schedulingCalls.getQuotes = async (...args) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return schedulingCalls.getQuotes(...args);
    };
    renderPage({}, { calls: { getQuotes: slow } });
    expect(await screen.findByText('Loading available times')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: /^Delivery times for/ })).toBeNull();
    await act(async () => answer());
    expect(await screen.findByRole('radiogroup', { name: /^Delivery times for/ })).toBeTruthy();
    expect(screen.queryByText('Loading available times')).toBeNull();
  });

  it('shows the checkout loading state while the checkout is created', async () => {
    let finish: (value: { orderId: string }) => void = () => undefined;
    const createCheckout = vi.fn(() => new Promise<{ orderId: string }>((resolve) => (finish = resolve)));
    const { user } = renderPage({ createCheckout });
    await user.click(await continueButton());
    await screen.findByText('Preparing checkout');
    await act(async () => finish({ orderId: 'order-2' }));
  });
});
