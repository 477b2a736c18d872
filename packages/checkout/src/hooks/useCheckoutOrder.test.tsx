import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import type { CheckoutHandlersOptions } from '../testing/checkoutHandlers';
import { deliveryDraft, expiredDraft } from '../testing/fixtures';
import type { CheckoutRequest } from '../testing/handlers/checkoutServiceHandlers';
import { useCheckoutOrder } from './useCheckoutOrder';

function renderOrder(orderId: string, options: CheckoutHandlersOptions = {}) {
  const requests: CheckoutRequest[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CheckoutTestProvider handlerOptions={{ ...options, requests }}>{children}</CheckoutTestProvider>
  );
  return { ...renderHook(() => useCheckoutOrder(orderId), { wrapper }), requests };
}

describe('given a checkout loaded', () => {
  it('sends each update with the versionKey of the answer before it, one after another', async () => {
    const { result, requests } = renderOrder(deliveryDraft.id);
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    let answers: unknown[] = [];
    await act(async () => {
      answers = await Promise.all([
        result.current.update({ paymentDetails: { gratuityAmount: 8 } }),
        result.current.update({ priceAdjustment: { promos: [{ action: 'ADD', code: 'SAVE5' }] } }),
      ]);
    });
    expect(answers.map((answer) => (answer as { ok: boolean }).ok)).toEqual([true, true]);
    const sentKeys = requests
      .filter((request) => request.route === 'updateCheckout')
      .map((request) => (request.body as { versionKey: string }).versionKey);
    expect(sentKeys).toEqual(['3', '4']);
    // The latest answer is kept: the tip and the promo both applied.
    expect(result.current.checkout?.versionKey).toBe('5');
    expect(result.current.checkout?.summary.cost).toMatchObject({ gratuityTotal: 8, promoTotal: 5, total: 51.04 });
  });

  it('describes a conflict and keeps it for the page until Refresh', async () => {
    const { result } = renderOrder(deliveryDraft.id, {
      failures: { updateCheckout: { status: 409, code: 'CHECKOUT_VERSION_CONFLICT' } },
    });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    let answer: Awaited<ReturnType<typeof result.current.update>> | undefined;
    await act(async () => {
      answer = await result.current.update({ paymentDetails: { gratuityAmount: 8 } });
    });
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'conflict' } });
    expect(result.current.pageFailure).toEqual({
      kind: 'conflict',
      message: 'Your order has been updated on another device. Please refresh and try again.',
    });
    await act(() => result.current.reload());
    expect(result.current.pageFailure).toBeNull();
  });

  it('turns a 410 into Order Timed Out', async () => {
    const { result } = renderOrder(expiredDraft.id);
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    await act(async () => {
      await result.current.update({ paymentDetails: { gratuityAmount: 8 } });
    });
    expect(result.current.pageFailure?.kind).toBe('order-timed-out');
  });

  it.each([
    ['no result', {}],
    ['a checkout without its versionKey', { data: { ...deliveryDraft, versionKey: undefined } }],
  ])('keeps the checkout it had when the service answers with %s, failing with a code', async (_, answer) => {
    const { result } = renderOrder(deliveryDraft.id, { failures: { updateCheckout: { answer, times: 1 } } });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    let failed: Awaited<ReturnType<typeof result.current.update>> | undefined;
    await act(async () => {
      failed = await result.current.update({ paymentDetails: { gratuityAmount: 8 } });
    });
    expect(failed).toMatchObject({
      ok: false,
      failure: {
        kind: 'other',
        message: "We're having trouble processing your order. Please try again. (Error code: CHECKOUT_INCOMPLETE)",
        code: 'CHECKOUT_INCOMPLETE',
      },
    });
    expect(result.current.checkout?.versionKey).toBe('3');
    // The next update still builds on the checkout the page has.
    let next: Awaited<ReturnType<typeof result.current.update>> | undefined;
    await act(async () => {
      next = await result.current.update({ paymentDetails: { gratuityAmount: 8 } });
    });
    expect(next).toMatchObject({ ok: true, checkout: { versionKey: '4' } });
  });

  it('leaves a block’s own failure to the block', async () => {
    const { result } = renderOrder(deliveryDraft.id);
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    let answer: Awaited<ReturnType<typeof result.current.update>> | undefined;
    await act(async () => {
      answer = await result.current.update(
        { priceAdjustment: { promos: [{ action: 'ADD', code: 'NOPE' }] } },
        { fallback: 'promo failed' },
      );
    });
    expect(answer).toMatchObject({
      ok: false,
      failure: { kind: 'other', message: 'promo failed', code: 'PROMO_INVALID' },
    });
    expect(result.current.pageFailure).toBeNull();
  });
});

describe('given no such checkout', () => {
  it('is missing', async () => {
    const { result } = renderOrder('no-such-order');
    await waitFor(() => expect(result.current.status).toBe('missing'));
  });
});
