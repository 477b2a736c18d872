import type { BannerId } from '@aisle/contracts';
import type { AddCardRequest, WalletCard } from '@aisle/contracts/wallet';
import type { CallOverrides } from '@aisle/core';
import type { Checkout } from '@aisle/contracts/checkout';
import { ebtCard, fakeSecureFrame, giftCard, preferredVisa } from '@aisle/wallet/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import { checkoutHandlers } from '../testing/checkoutHandlers';
import { deliveryDraft, draftWallet } from '../testing/fixtures';
import type { CheckoutRequest } from '../testing/handlers/checkoutServiceHandlers';
import { PayingWith } from './PayingWith';

const secureOrigin = 'https://secure.test';

/** Paying With over the in-memory checkouts and wallet, every request's method and path recorded. */
function renderPayingWith(
  calls?: CallOverrides,
  banner: BannerId = 'kroger',
  {
    checkout = deliveryDraft,
    cards = draftWallet,
    before = [],
  }: { checkout?: Checkout; cards?: readonly WalletCard[]; before?: HttpHandler[] } = {},
) {
  const requests: CheckoutRequest[] = [];
  const sent: string[] = [];
  const headers: Headers[] = [];
  const recorder = http.all('*', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    headers.push(request.headers);
  });
  const handlers = [recorder, ...before, ...checkoutHandlers({ checkouts: [checkout], wallet: { cards }, requests })];
  render(
    <CheckoutTestProvider handlers={handlers} calls={calls} banner={banner}>
      <PayingWith
        checkout={checkout}
        onPaymentsChange={() => Promise.resolve()}
        walletSettings={{ secureFieldsOrigin: secureOrigin }}
      />
    </CheckoutTestProvider>,
  );
  return { user: userEvent.setup(), requests, sent, headers };
}

type User = ReturnType<typeof userEvent.setup>;

/** The flyout's card list, once the cards are in. */
async function openFlyout(user: User) {
  await screen.findByText('Visa ending in 1111');
  await user.click(screen.getByRole('button', { name: 'Add or Change Payment Method' }));
  return within(await screen.findByRole('dialog', { name: 'Select Payment' }));
}

async function addGiftCard(user: User) {
  const list = await openFlyout(user);
  await user.click(await list.findByRole('button', { name: 'Add Gift Card' }));
  const form = within(await screen.findByRole('dialog', { name: 'Add Gift Card' }));
  await user.type(form.getByRole('textbox', { name: /Card Number/ }), '6006491234567890123');
  await user.type(form.getByLabelText(/PIN/), '1234');
  await user.click(form.getByRole('button', { name: 'Confirm' }));
}

/** The CVV frame, faked (happy-dom loads no frame page): ready, and answering a submit with a token. */
async function loadCvvFrame() {
  const iframe = await screen.findByTitle<HTMLIFrameElement>('CVV');
  const frame = fakeSecureFrame(iframe, secureOrigin);
  const hostPost = frame.window.postMessage;
  frame.window.postMessage = (message, targetOrigin) => {
    hostPost(message, targetOrigin);
    if (message.type !== 'submit') return;
    const token = { checkoutId: 'cvv-1', brand: 'VISA', cardFirstSix: '411111', lastFour: '1111' } as const;
    const expiry = { expirationMonth: '08', expirationYear: '2030' };
    setTimeout(() => act(() => frame.send({ type: 'ok', requestId: message.requestId, ...token, ...expiry })));
  };
  act(() => frame.send({ type: 'ready' }));
}

describe('given the flyout at checkout', () => {
  it('adds a card at checkout’s POST /checkout/api/s/cards/clicklist, never the wallet’s', async () => {
    const { user, requests, sent } = renderPayingWith();
    await addGiftCard(user);
    await screen.findByText('Successfully saved card');
    expect(sent).toContain('POST /checkout/api/s/cards/clicklist');
    expect(sent).not.toContain('POST /payment/v2/wallet');
    const [added] = requests.filter((request) => request.route === 'addCheckoutCard');
    expect(added?.body).toMatchObject({ paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491234567890123' } });
    expect(screen.getByText('Gift card ending in 0123')).toBeTruthy();
  });

  it('updates a card at checkout’s PUT /checkout/api/s/cards/clicklist/{cardId}', async () => {
    const { user, sent } = renderPayingWith();
    const list = await openFlyout(user);
    await user.click(await list.findByRole('button', { name: 'Actions Visa ending in 1111' }));
    await user.click(list.getByRole('menuitem', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Credit/Debit Card' }));
    await loadCvvFrame();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Successfully edited card');
    expect(sent).toContain(`PUT /checkout/api/s/cards/clicklist/${preferredVisa.cardId}`);
    expect(sent).not.toContain('PUT /payment/v2/wallet');
  });

  it('adds it through the host’s own addCheckoutCard when it gives one, not the wallet’s addCard', async () => {
    const added: WalletCard = { ...giftCard, id: 'card-host', lastFourPan: '0123' };
    const addCheckoutCard = vi.fn((_client: unknown, _request: AddCardRequest) => Promise.resolve(added));
    const addCard = vi.fn();
    const { user, sent } = renderPayingWith({ checkout: { addCheckoutCard }, wallet: { addCard } });
    await addGiftCard(user);
    await screen.findByText('Successfully saved card');
    expect(addCheckoutCard).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ paymentMethod: expect.objectContaining({ paymentType: 'GIFT_CARD' }) }),
      { service: undefined },
    );
    expect(addCard).not.toHaveBeenCalled();
    // The payment intent is checkout's own call, made as Paying With mounts.
    expect(sent.filter((request) => request.startsWith('POST '))).toEqual(['POST /payment/v1/payment-intents']);
  });
});

describe('given Paying With on a banner with a hosted payment page', () => {
  const sentWith = (sent: string[], headers: Headers[], call: string) => headers[sent.indexOf(call)];

  it('calls the wallet as WEB HOSTED PAYMENT PAGE, with the token it acquired silently', async () => {
    const { sent, headers } = renderPayingWith(undefined, 'harristeeter');
    await screen.findByText('Visa ending in 1111');
    const acquisition = sentWith(sent, headers, 'POST /payment/v1/hosted-payment-page/token');
    expect(acquisition?.get('Authorization')).toBe('Bearer test-token');
    const read = sentWith(sent, headers, 'GET /payment/v2/wallet');
    expect(read?.get('Authorization')).toBe('Bearer hosted-1');
    expect(read?.get('X-Application-Id')).toBe('WEB HOSTED PAYMENT PAGE');
  });

  it('adds a card at checkout’s path with the hosted token too', async () => {
    const { user, sent, headers } = renderPayingWith(undefined, 'harristeeter');
    await addGiftCard(user);
    await screen.findByText('Successfully saved card');
    const added = sentWith(sent, headers, 'POST /checkout/api/s/cards/clicklist');
    expect(added?.get('Authorization')).toBe('Bearer hosted-1');
    expect(added?.get('X-Application-Id')).toBe('WEB HOSTED PAYMENT PAGE');
  });

  it('on other banners calls the wallet with the session, as CLICKLIST', async () => {
    const { sent, headers } = renderPayingWith();
    await screen.findByText('Visa ending in 1111');
    expect(sent).not.toContain('POST /payment/v1/hosted-payment-page/token');
    expect(sentWith(sent, headers, 'GET /payment/v2/wallet')?.get('X-Application-Id')).toBe('CLICKLIST');
  });
});

describe('given the flyout’s checkout settings (wallet spec §3 checkoutConfig)', () => {
  const intentOf = (sent: string[], headers: Headers[], call: string) =>
    headers[sent.indexOf(call)]?.get('X-Payment-Intent-Id');

  it('makes a payment intent, which the flyout’s calls send', async () => {
    const { user, sent, headers } = renderPayingWith();
    await addGiftCard(user);
    await screen.findByText('Successfully saved card');
    expect(sent.filter((call) => call === 'POST /payment/v1/payment-intents')).toHaveLength(1);
    expect(intentOf(sent, headers, 'POST /checkout/api/s/cards/clicklist')).toBe('pi-demo-1');
  });

  it('gives the flyout getNewPaymentIntent: a call refused for a lost intent is sent again with a new one', async () => {
    // The service has lost the first intent.
    const lost = http.post('*/checkout/api/s/cards/:app', ({ request }) =>
      request.headers.get('X-Payment-Intent-Id') === 'pi-demo-1'
        ? HttpResponse.json(
            { errors: { code: 'PAYMENT_INTENT_NOT_FOUND', reason: 'Could not find the requested payment intent.' } },
            { status: 404 },
          )
        : undefined,
    );
    const { user, sent, headers } = renderPayingWith(undefined, 'kroger', { before: [lost] });
    await addGiftCard(user);
    await screen.findByText('Successfully saved card');
    const adds = sent.flatMap((call, index) =>
      call === 'POST /checkout/api/s/cards/clicklist' ? [headers[index]?.get('X-Payment-Intent-Id')] : [],
    );
    expect(adds).toEqual(['pi-demo-1', 'pi-demo-2']);
    expect(sent.filter((call) => call === 'POST /payment/v1/payment-intents')).toHaveLength(2);
  });

  it('gives the flyout the order’s SNAP-eligible items and EBT total: the SNAP EBT card is chosen at once', async () => {
    renderPayingWith(undefined, 'kroger', { cards: [preferredVisa, ebtCard] });
    expect(await screen.findByText(/ending in 6789/)).toBeTruthy();
    expect(screen.getByText('Visa ending in 1111')).toBeTruthy();
  });

  it('without SNAP-eligible items, the SNAP EBT card is not chosen', async () => {
    const noSnap: Checkout = {
      ...deliveryDraft,
      lineItems: deliveryDraft.lineItems.map((line) => ({ ...line, item: { ...line.item, snapEligible: false } })),
      summary: { ...deliveryDraft.summary, cost: { ...deliveryDraft.summary.cost, ebtTotal: 0 } },
    };
    renderPayingWith(undefined, 'kroger', { checkout: noSnap, cards: [preferredVisa, ebtCard] });
    await screen.findByText('Visa ending in 1111');
    expect(screen.queryByText(/ending in 6789/)).toBeNull();
  });

  it('gives the flyout the order total: a gift card covering it leaves no other gift card to choose', async () => {
    const covering = { ...giftCard, id: 'gift-60', lastFourPan: '0060', balance: 'USD 60.00' };
    const other = { ...giftCard, id: 'gift-35', lastFourPan: '0035' };
    const { user } = renderPayingWith(undefined, 'kroger', { cards: [preferredVisa, covering, other] });
    const list = await openFlyout(user);
    await user.click(await list.findByRole('checkbox', { name: /ending in 0060/ }));
    // $60.00 meets the order's $53.04.
    expect((list.getByRole('checkbox', { name: /ending in 0035/ }) as HTMLInputElement).disabled).toBe(true);
  });
  it('gives the flyout the SNAP EBT amount checkout charges (getEbtCardPaymentTotal), counted towards the total', async () => {
    const forty = { ...giftCard, id: 'gift-40', lastFourPan: '0040', balance: 'USD 40.00' };
    const other = { ...giftCard, id: 'gift-35', lastFourPan: '0035' };
    const { user } = renderPayingWith(undefined, 'kroger', { cards: [preferredVisa, ebtCard, forty, other] });
    const chooseForty = async () => {
      const list = await openFlyout(user);
      await user.click(await list.findByRole('checkbox', { name: /ending in 0040/ }));
      return (list.getByRole('checkbox', { name: /ending in 0035/ }) as HTMLInputElement).disabled;
    };
    // SNAP EBT pays the order's $18.97 SNAP-eligible total: with $40.00 the order's $53.04 is met.
    expect(await chooseForty()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // The shopper has SNAP EBT pay $5.00 instead: $45.00 no longer meets it.
    const field = await screen.findByRole('textbox', { name: /Amount to charge to SNAP EBT/ });
    await user.clear(field);
    await user.type(field, '500');
    await user.click(await screen.findByRole('button', { name: 'Update Amount' }));
    expect(await chooseForty()).toBe(false);
  });
});
