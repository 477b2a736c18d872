import type { BannerId } from '@aisle/contracts';
import type { AddCardRequest, WalletCard } from '@aisle/contracts/wallet';
import type { CallOverrides } from '@aisle/core';
import { fakeSecureFrame, giftCard, preferredVisa } from '@aisle/wallet/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import { checkoutHandlers } from '../testing/checkoutHandlers';
import { deliveryDraft, draftWallet } from '../testing/fixtures';
import type { CheckoutRequest } from '../testing/handlers/checkoutServiceHandlers';
import { PayingWith } from './PayingWith';

const secureOrigin = 'https://secure.test';

/** Paying With over the in-memory checkouts and wallet, every request's method and path recorded. */
function renderPayingWith(calls?: CallOverrides, banner: BannerId = 'kroger') {
  const requests: CheckoutRequest[] = [];
  const sent: string[] = [];
  const headers: Headers[] = [];
  const recorder = http.all('*', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    headers.push(request.headers);
  });
  const handlers = [
    recorder,
    ...checkoutHandlers({ checkouts: [deliveryDraft], wallet: { cards: draftWallet }, requests }),
  ];
  render(
    <CheckoutTestProvider handlers={handlers} calls={calls} banner={banner}>
      <PayingWith
        checkout={deliveryDraft}
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
    expect(sent.filter((request) => request.startsWith('POST '))).toEqual([]);
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
