import type { Checkout } from '@aisle/contracts/checkout';
import { toast } from '@aisle/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutActivation, CheckoutOrder, CheckoutResult } from '../../hooks/useCheckoutOrder';
import { CheckoutTestProvider } from '../../testing/CheckoutTestProvider';
import { deliveryDraft } from '../../testing/fixtures';
import { usePlaceOrder } from './usePlaceOrder';

function orderOf(activate: (activation: CheckoutActivation) => Promise<CheckoutResult>): CheckoutOrder {
  return {
    checkout: deliveryDraft,
    status: 'loaded',
    loadFailure: undefined,
    pageFailure: null,
    update: vi.fn(),
    activate,
    reload: vi.fn(),
  };
}

const wrapper = (navigate: () => void) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <CheckoutTestProvider navigation={{ navigate }}>{children}</CheckoutTestProvider>;
  };

describe('given two presses of Place order in the same moment', () => {
  it('joins the second to the first: one activation, one key', async () => {
    let answer: (result: CheckoutResult) => void = () => undefined;
    const activate = vi.fn(
      (_activation: CheckoutActivation) => new Promise<CheckoutResult>((resolve) => (answer = resolve)),
    );
    const navigate = vi.fn();
    const { result } = renderHook(() => usePlaceOrder({ order: orderOf(activate), agreed: false, modified: false }), {
      wrapper: wrapper(navigate),
    });
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.placeOrder();
      second = result.current.placeOrder();
    });
    expect(second).toBe(first);
    await act(async () => answer({ ok: true, checkout: { ...deliveryDraft, status: 'ACTIVE' } as Checkout }));
    await act(() => first);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    // Leaving: the button stays busy, and a later press starts nothing.
    expect(result.current.placing).toBe(true);
    await act(() => result.current.placeOrder());
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('gives each new attempt after a failure its own key', async () => {
    const activate = vi.fn(async (): Promise<CheckoutResult> => ({
      ok: false,
      failure: { kind: 'declined', message: 'declined', code: 'TRANSACTION_DECLINED' },
      error: undefined,
    }));
    const { result } = renderHook(() => usePlaceOrder({ order: orderOf(activate), agreed: false, modified: false }), {
      wrapper: wrapper(vi.fn()),
    });
    await act(() => result.current.placeOrder());
    await act(() => result.current.placeOrder());
    const keys = activate.mock.calls.map((call) => (call as unknown as [CheckoutActivation])[0].idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(result.current.placing).toBe(false);
    expect(result.current.error).toEqual({ message: 'declined' });
  });
});

describe('given the basket cannot be cleared once the order is placed', () => {
  it("says 'Order Successfully Placed', and the shopper goes on to order complete", async () => {
    const notice = vi.spyOn(toast, 'success');
    const activate = vi.fn(async (): Promise<CheckoutResult> => ({
      ok: true,
      checkout: { ...deliveryDraft, status: 'ACTIVE' },
    }));
    const navigate = vi.fn();
    const onOrderPlaced = vi.fn(() => Promise.reject(new Error('basket delete failed')));
    const { result } = renderHook(
      () => usePlaceOrder({ order: orderOf(activate), agreed: false, modified: true, onOrderPlaced }),
      { wrapper: wrapper(navigate) },
    );
    await act(() => result.current.placeOrder());
    expect(navigate).toHaveBeenCalledWith(`/checkout/clicklist/${deliveryDraft.id}/complete?im=true`, undefined);
    await waitFor(() => expect(notice).toHaveBeenCalledWith({ heading: 'Order Successfully Placed' }));
    notice.mockRestore();
  });
});

describe('given the cards come from Paying With', () => {
  it('stops quietly when the shopper closes the PIN modal', async () => {
    const activate = vi.fn();
    const getPaymentMethods = vi.fn(async () => null);
    const { result } = renderHook(
      () => usePlaceOrder({ order: orderOf(activate), agreed: false, modified: false, getPaymentMethods }),
      { wrapper: wrapper(vi.fn()) },
    );
    await act(() => result.current.placeOrder());
    expect(getPaymentMethods).toHaveBeenCalledTimes(1);
    expect(activate).not.toHaveBeenCalled();
    expect(result.current.error).toBeUndefined();
  });

  it("says 'Please refresh page and try again.' when there is no card to pay with", async () => {
    const activate = vi.fn();
    const { result } = renderHook(
      () =>
        usePlaceOrder({
          order: orderOf(activate),
          agreed: false,
          modified: false,
          getPaymentMethods: async () => ({ bankCards: [], ebtCards: [], giftCards: [] }),
        }),
      { wrapper: wrapper(vi.fn()) },
    );
    await act(() => result.current.placeOrder());
    expect(activate).not.toHaveBeenCalled();
    expect(result.current.error).toMatchObject({ message: 'Please refresh page and try again.' });
  });
});
