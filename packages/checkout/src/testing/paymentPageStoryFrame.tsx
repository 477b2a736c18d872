'use client';

// The payment page as its stories render it: over the in-memory checkout and wallet handlers,
// with the host's navigation a spy and every checkout request recorded.
import type { BannerId } from '@aisle/contracts';
import type { NavigationAdapter } from '@aisle/core';
import { demoSecureFrameUrl } from '@aisle/wallet/testing';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { PaymentPage, type PaymentPageProps } from '../paymentPage/PaymentPage';
import { CheckoutTestProvider } from './CheckoutTestProvider';
import type { CheckoutHandlersOptions } from './checkoutHandlers';
import { draftWallet } from './fixtures';
import type { CheckoutRequest } from './handlers/checkoutServiceHandlers';

export interface PaymentPageStoryArgs extends Omit<PaymentPageProps, 'walletSettings'> {
  /** The banner whose behaviour applies (pin its look with `globals: { banner }` too). */
  banner?: BannerId;
  /** The handlers' options; the wallet is `draftWallet` (the Visa the drafts are paid by) unless `wallet.cards` says otherwise. */
  handlerOptions?: Omit<CheckoutHandlersOptions, 'requests'>;
  /**
   * Where every checkout request of the story goes: count them in a play function. Emptied as the
   * story mounts, so a retry or a second visit starts its own log.
   */
  requests?: CheckoutRequest[];
  navigate: NavigationAdapter['navigate'];
}

export function PaymentPageStory({
  banner = 'kroger',
  handlerOptions,
  requests,
  navigate,
  ...props
}: PaymentPageStoryArgs) {
  useState(() => requests?.splice(0));
  // The demo secure frames are Blob URL documents of this very origin.
  const [walletSettings] = useState(() => ({
    secureFieldsOrigin: window.location.origin,
    secureFieldsFrameUrl: demoSecureFrameUrl,
  }));
  return (
    <CheckoutTestProvider
      banner={banner}
      handlerOptions={{ ...handlerOptions, wallet: { cards: draftWallet, ...handlerOptions?.wallet }, requests }}
      navigation={{ navigate }}
    >
      <PaymentPage walletSettings={walletSettings} {...props} />
    </CheckoutTestProvider>
  );
}

/** The requests of one call made since `from` (the log's length before the press). */
export const requestsOf = (requests: readonly CheckoutRequest[], route: CheckoutRequest['route'], from = 0) =>
  requests.slice(from).filter((request) => request.route === route);

/**
 * Waits for Paying With to have chosen its cards: its payment update, the story's first update,
 * sent once the wallet's cards are in and a bank card is chosen (checkout STATE-02). Place order
 * has its cards from then on. Give the story `requests` to read it from.
 */
export async function paymentChosen(requests: readonly CheckoutRequest[]) {
  await waitFor(() => expect(requestsOf(requests, 'updateCheckout')[0]?.body).toHaveProperty('payments'), {
    timeout: 5000,
  });
}

/**
 * A drawer or modal once it has opened: found in <body>, where it is portalled, and waited for
 * until it has faded in, so what is in it reads as visible.
 */
export async function openedDialog(
  canvasElement: HTMLElement,
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(role, { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
