import type { PromiseV4 } from '@aisle/contracts/scheduling';
import { ServiceError } from '@aisle/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { schedulingCalls } from '../calls';
import { ModalitySelector } from '../modalitySelector/ModalitySelector';
import { overTheRhine } from '../testing/fixtures';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import {
  deliveryModality,
  milkLine,
  pickupModality,
  promiseFixture,
  renderPage,
} from '../testing/schedulingPageTesting';
import { toStoredPromise, type StoredPromise } from '../upfrontSlots/storePromise';
import { SchedulingPage } from './SchedulingPage';

// The scheduling page around its times: what it waits for, the modals it opens on its own, and what
// a visit leaves behind (§4 "Scheduling page"). The test clock reads 2026-11-22T12:00:00Z.
const continueButton = () => screen.findByRole('button', { name: 'Continue' });

describe('the scheduling page, loading', () => {
  it('waits for the modality preference, saying so, and sends the shopper nowhere meanwhile', async () => {
    const { navigate, rerenderPage } = renderPage({ activeModality: undefined, modalityLoaded: false });
    expect(await screen.findByText('Loading your shopping method')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    rerenderPage({ activeModality: deliveryModality, modalityLoaded: true });
    expect(await continueButton()).toBeTruthy();
    expect(screen.queryByText('Loading your shopping method')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says the reservation is being updated while a stored promise is', async () => {
    let answer: (promise: PromiseV4) => void = () => undefined;
    const updatePromise = vi.fn(() => new Promise<PromiseV4>((resolve) => (answer = resolve)));
    renderPage(
      {
        storedPromise: toStoredPromise(promiseFixture({ expiration: { value: '2026-11-22T12:20:00.000Z' } })),
        createCheckout: () => new Promise(() => undefined),
      },
      { calls: { updatePromise } },
    );
    expect((await screen.findByText('Updating your reservation')).getAttribute('role')).toBe('status');
    await act(async () => answer(promiseFixture({ versionKey: '4' })));
    expect(await screen.findByText('Preparing checkout')).toBeTruthy();
  });

  it('says it is reserving while the promise is created', async () => {
    const createPromise = vi.fn(() => new Promise<PromiseV4>(() => undefined));
    const { user } = renderPage({}, { calls: { createPromise } });
    const button = await continueButton();
    await user.click(button);
    // The button says so too; the page's status line is what is announced.
    await waitFor(() =>
      expect(screen.getAllByText('Reserving').some((element) => element.getAttribute('role') === 'status')).toBe(true),
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('asks for the products once the basket has loaded, and only once', async () => {
    const { log, rerenderPage } = renderPage({ loaded: false });
    const productCalls = () => log.filter((entry) => entry.name === 'getProducts');
    expect(productCalls()).toHaveLength(0);
    rerenderPage({ loaded: true });
    await continueButton();
    rerenderPage({ loaded: true, timeZone: 'America/Chicago' });
    await continueButton();
    expect(productCalls()).toEqual([{ name: 'getProducts', body: [milkLine.gtin13] }]);
  });
});

describe('the scheduling page, a modality validation failure', () => {
  it('opens a modal whose only action lets the reservation go and goes to the cart', async () => {
    const createCheckout = vi.fn(async () => {
      throw new ServiceError({ status: 409, code: 'MODALITY_VALIDATION_FAILED' });
    });
    const { user, navigate, onPromiseChange } = renderPage({ createCheckout });
    await user.click(await continueButton());
    const modal = await screen.findByRole('alertdialog', { name: 'Shopping Method Unavailable' });
    expect(
      within(modal).getByText(
        'The way you chose to shop can no longer be used for this order. Please return to your cart to choose it again.',
      ),
    ).toBeTruthy();
    expect(
      within(modal)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Return to Cart']);
    onPromiseChange.mockClear();
    await user.click(within(modal).getByRole('button', { name: 'Return to Cart' }));
    expect(onPromiseChange).toHaveBeenCalledWith(null);
    expect(navigate).toHaveBeenCalledWith('/cart', undefined);
  });

  it('Escape does the same: there is no other way out', async () => {
    const createPromise = vi.fn(async () => {
      throw new ServiceError({ status: 409, code: 'MODALITY_INVALID' });
    });
    const { user, navigate, onPromiseChange } = renderPage({ modify: false }, { calls: { createPromise } });
    await user.click(await continueButton());
    await screen.findByRole('alertdialog', { name: 'Shopping Method Unavailable' });
    await user.keyboard('{Escape}');
    expect(onPromiseChange).toHaveBeenCalledWith(null);
    expect(navigate).toHaveBeenCalledWith('/cart', undefined);
  });
});

describe('the scheduling page, Change Store', () => {
  it('opens the selector on the stores of the way of shopping being scheduled, and sets the one chosen', async () => {
    const onModalityChange = vi.fn();
    const { user } = renderPage({
      fulfillmentType: 'PICKUP',
      activeModality: pickupModality,
      changeStore: { onModalityChange },
    });
    await continueButton();
    // The store being scheduled, named beside the button that changes it.
    const store = screen.getByText('Pick up at').parentElement;
    expect(store?.textContent).toBe('Pick up at 100 E Corry St, Cincinnati, OH 45219');
    const change = screen.getByRole('button', { name: 'Change Store' });
    expect(change.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(change);
    const modal = await screen.findByRole('dialog', { name: 'Change Store' });
    // Opened from checkout: no tabs, the pickup stores at once.
    expect(within(modal).queryByRole('tab')).toBeNull();
    await user.type(within(modal).getByRole('textbox', { name: 'ZIP Code' }), '45202');
    await user.click(within(modal).getByRole('button', { name: 'Search' }));
    await user.click(await within(modal).findByRole('button', { name: 'Select Store Kroger Over-the-Rhine' }));
    expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({
      modalityType: 'PICKUP',
      destination: { locationId: overTheRhine.locationId },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Store' })).toBeNull());
  });

  it('names the store while the basket is still loading, as the server draws it', () => {
    renderPage({
      fulfillmentType: 'PICKUP',
      activeModality: pickupModality,
      changeStore: { onModalityChange: () => undefined },
      loaded: false,
    });
    expect(screen.getByText('Pick up at').parentElement?.textContent).toBe(
      'Pick up at 100 E Corry St, Cincinnati, OH 45219',
    );
    expect(screen.getByRole('button', { name: 'Change Store' })).toBeTruthy();
  });

  it('is not offered without the host’s callbacks, nor for delivery', async () => {
    const { unmount } = renderPage();
    await continueButton();
    expect(screen.queryByRole('button', { name: 'Change Store' })).toBeNull();
    unmount();
    renderPage({
      fulfillmentType: 'DELIVERY',
      activeModality: deliveryModality,
      changeStore: { onModalityChange: () => undefined },
    });
    await continueButton();
    expect(screen.queryByRole('button', { name: 'Change Store' })).toBeNull();
  });
});

describe('leaving the scheduling page', () => {
  /** The page, then (once left) the selector's page, in one storefront. */
  function renderVisit(onLeave: () => void) {
    const getModalityOptions = vi.fn(schedulingCalls.getModalityOptions);
    const page = (
      <SchedulingPage
        fulfillmentType="PICKUP"
        activeModality={pickupModality}
        signedIn
        items={[milkLine]}
        loaded
        onPromiseChange={() => undefined}
        createCheckout={() => Promise.resolve({ orderId: 'order-1' })}
        timeZone="America/New_York"
        changeStore={{ onModalityChange: () => undefined }}
        onLeave={onLeave}
      />
    );
    const selector = <ModalitySelector signedIn onModalityChange={() => undefined} />;
    const tree = (onPage: boolean) => (
      <SchedulingTestProvider calls={{ scheduling: { getModalityOptions } }}>
        {onPage ? page : selector}
      </SchedulingTestProvider>
    );
    const view = render(tree(true));
    return { user: userEvent.setup(), getModalityOptions, leave: () => view.rerender(tree(false)) };
  }

  async function searchStores(user: ReturnType<typeof userEvent.setup>, within: HTMLElement) {
    const field = await screen.findByRole('textbox', { name: 'ZIP Code' });
    expect(within.contains(field)).toBe(true);
    // Changing store, the field starts from the current store's code: another one is typed over it.
    await user.clear(field);
    await user.type(field, '45202');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('region', { name: 'Stores near 45202' });
  }

  it('drops the modality options it found and tells the host, once', async () => {
    const onLeave = vi.fn();
    const { user, getModalityOptions, leave } = renderVisit(onLeave);
    await user.click(await screen.findByRole('button', { name: 'Change Store' }));
    await searchStores(user, await screen.findByRole('dialog', { name: 'Change Store' }));
    await user.keyboard('{Escape}');
    // The current store's code, then the one typed.
    const asked = getModalityOptions.mock.calls.length;
    // Still on the page, the answers are kept: searching again shows them without asking.
    await user.click(screen.getByRole('button', { name: 'Change Store' }));
    await searchStores(user, await screen.findByRole('dialog', { name: 'Change Store' }));
    expect(getModalityOptions).toHaveBeenCalledTimes(asked);
    await user.keyboard('{Escape}');
    expect(onLeave).not.toHaveBeenCalled();

    leave();
    expect(onLeave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await searchStores(user, document.body);
    expect(getModalityOptions.mock.calls.length).toBeGreaterThan(asked);
    expect(getModalityOptions.mock.lastCall?.[1]).toEqual({ postalCode: '45202' });
  });

  it('leaves no checkout behind: a failed one is gone on the next visit', async () => {
    const createCheckout = vi.fn(async () => {
      throw new ServiceError({ status: 500, code: 'UNEXPECTED' });
    });
    const first = renderPage({ createCheckout });
    await first.user.click(await continueButton());
    await screen.findByRole('dialog', { name: 'Something Went Wrong' });
    first.unmount();
    renderPage();
    const button = await continueButton();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-busy')).not.toBe('true');
  });
});

describe('the scheduling page, promise storage', () => {
  it('hands every promise it makes or updates to the host to store, and the next visit uses what was stored', async () => {
    // The host's local store: the record `toStoredPromise` makes of each promise.
    const local = new Map<string, StoredPromise | null>();
    const keep = (promise: PromiseV4 | null) => local.set('promise', promise && toStoredPromise(promise));
    const first = renderPage({ onPromiseChange: keep });
    await first.user.click(await continueButton());
    await waitFor(() => expect(first.navigate).toHaveBeenCalled());
    const made = local.get('promise');
    expect(made).toMatchObject({ versionKey: expect.any(String), selections: [expect.anything()] });
    first.unmount();

    const updated = promiseFixture({ id: made?.id ?? '', versionKey: 'next' });
    const updatePromise = vi.fn(async () => updated);
    const second = renderPage({ onPromiseChange: keep, storedPromise: made ?? null }, { calls: { updatePromise } });
    await waitFor(() => expect(second.navigate).toHaveBeenCalled());
    expect(second.log.find((entry) => entry.name === 'updatePromise')?.body).toMatchObject({
      id: made?.id,
      versionKey: made?.versionKey,
    });
    expect(local.get('promise')).toEqual(toStoredPromise(updated));
  });
});
