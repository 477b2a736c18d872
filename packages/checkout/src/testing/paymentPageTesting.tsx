'use client';

// Test helpers of the payment page: the page rendered over the in-memory checkout handlers, with
// the requests they answered and where the page sent the shopper.
import type { BannerId } from '@aisle/contracts';
import type { Checkout } from '@aisle/contracts/checkout';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { PaymentPage, type PaymentPageProps } from '../paymentPage/PaymentPage';
import { CheckoutTestProvider } from './CheckoutTestProvider';
import type { CheckoutHandlersOptions } from './checkoutHandlers';
import { deliveryDraft, draftWallet } from './fixtures';
import type { CheckoutRequest } from './handlers/checkoutServiceHandlers';

export interface PaymentPageHarnessOptions extends Omit<CheckoutHandlersOptions, 'requests'> {
  banner?: BannerId;
}

/**
 * Renders the page for `deliveryDraft` unless told otherwise, signed in on the kroger banner, its
 * wallet `draftWallet` (the Visa the drafts are paid by) unless `wallet.cards` says otherwise.
 */
export function renderPaymentPage(
  props: Partial<PaymentPageProps> = {},
  { banner, wallet, ...handlerOptions }: PaymentPageHarnessOptions = {},
) {
  const requests: CheckoutRequest[] = [];
  const navigate = vi.fn();
  const onOrderPlaced = vi.fn<(checkout: Checkout) => void>();
  const view = render(
    <CheckoutTestProvider
      handlerOptions={{ ...handlerOptions, wallet: { cards: draftWallet, ...wallet }, requests }}
      navigation={{ navigate }}
      {...(banner && { banner })}
    >
      <PaymentPage
        orderId={deliveryDraft.id}
        onOrderPlaced={onOrderPlaced}
        walletSettings={{ secureFieldsOrigin: window.location.origin }}
        {...props}
      />
    </CheckoutTestProvider>,
  );
  /** The requests of one call, e.g. 'activateCheckout'. */
  const sent = (route: CheckoutRequest['route']) => requests.filter((request) => request.route === route);
  /**
   * Waits for Paying With to have chosen its cards: its payment update, sent once the wallet's
   * cards are in and a bank card is chosen (checkout STATE-02). Place order has its cards from
   * then on, and every later update or activation is queued after this one, carrying the
   * versionKey it answers with (the draft's '3' moved on to '4'). Resolves with the update.
   */
  const paymentChosen = async () => {
    await waitFor(() => expect(sent('updateCheckout')[0]?.body).toHaveProperty('payments'));
    return sent('updateCheckout')[0] as CheckoutRequest;
  };
  return { ...view, user: userEvent.setup(), requests, sent, paymentChosen, navigate, onOrderPlaced };
}
