import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutRequest } from '../testing/handlers/checkoutServiceHandlers';
import type { CheckoutHandlersOptions } from '../testing/checkoutHandlers';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import { placedDelivery, placedPickup } from '../testing/fixtures';
import { postAuthRejectReasonKey } from '../paymentError/postAuthRejectReason';
import { PurchaseDetails } from './PurchaseDetails';

// A placed order's page: the tip of a delivery may still change (checkout spec §7 "tip modification").
function renderDetails(checkoutId: string, options: Omit<CheckoutHandlersOptions, 'requests' | 'checkouts'> = {}) {
  const requests: CheckoutRequest[] = [];
  const navigate = vi.fn();
  render(
    <CheckoutTestProvider
      handlerOptions={{ ...options, checkouts: [placedDelivery, placedPickup], requests }}
      navigation={{ navigate }}
    >
      <PurchaseDetails checkoutId={checkoutId} />
    </CheckoutTestProvider>,
  );
  return {
    user: userEvent.setup(),
    navigate,
    sent: () => requests.filter((request) => request.route === 'modifyTip'),
  };
}

async function chooseTip(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit Tip, now $5.00' }));
  const choice = await screen.findByRole('dialog', { name: 'Select Tip Amount' });
  await user.click(within(choice).getByRole('radio', { name: amount }));
  await user.click(within(choice).getByRole('button', { name: 'Save Tip' }));
}

describe('given a placed delivery order (CALL-27)', () => {
  it('changes its tip by the tip modification, and the summary follows', async () => {
    const { user, sent } = renderDetails(placedDelivery.id);
    const summary = await screen.findByRole('region', { name: 'Payment Summary' });
    expect(within(summary).queryByText('$8.00')).toBeNull();
    await chooseTip(user, '$8.00');
    expect(await screen.findByRole('button', { name: 'Edit Tip, now $8.00' })).toBeTruthy();
    expect(sent().map((request) => request.body)).toEqual([
      { versionKey: placedDelivery.versionKey, gratuityAmount: 8, idempotencyKey: expect.any(String) },
    ]);
    await waitFor(() => expect(within(summary).getByText('$8.00')).toBeTruthy());
  });

  it('says the tip could not be changed, in the spec’s words, and keeps the old one', async () => {
    const { user } = renderDetails(placedDelivery.id, { failures: { modifyTip: { status: 503 } } });
    await chooseTip(user, '$8.00');
    expect(await screen.findByText("Something went wrong and we weren't able to update your tip.")).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Edit Tip, now $5.00' })).toBeTruthy();
  });

  it('goes to the Payment Error page as a cancelled modification when the cards are rejected late', async () => {
    const { user, navigate } = renderDetails(placedDelivery.id, {
      failures: { modifyTip: { status: 402, code: 'POST_AUTH_REJECT', reason: 'Your order was cancelled.' } },
    });
    await chooseTip(user, '$8.00');
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe('/checkout/payment-error?isModify=true'));
    expect(window.sessionStorage.getItem(postAuthRejectReasonKey)).toBe('Your order was cancelled.');
    expect(screen.queryByText("Something went wrong and we weren't able to update your tip.")).toBeNull();
  });
});

describe('given a placed pickup order', () => {
  it('offers no tip to change', async () => {
    renderDetails(placedPickup.id);
    expect(await screen.findByRole('heading', { name: 'Pickup order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit Tip/ })).toBeNull();
  });
});
