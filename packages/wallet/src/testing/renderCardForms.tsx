'use client';

import type { AnalyticsEvent } from '@aisle/core';
import { ToastRegion } from '@aisle/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type RequestHandler } from 'msw';
import { useState } from 'react';
import type { WalletSettings } from '../config/walletSettings';
import { secureOrigin } from './loadSecureFrame';
import { walletHandlers, type WalletHandlersOptions } from './walletHandlers';
import { WalletTestProvider } from './WalletTestProvider';
import { PaymentFlyout } from '../flyout/PaymentFlyout';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface RenderCardFormsOptions {
  settings?: Partial<WalletSettings>;
  handlers?: WalletHandlersOptions;
  /** Handlers asked before the wallet's, e.g. one that fails a call only the first time. */
  before?: readonly RequestHandler[];
}

/**
 * The flyout over in-memory handlers, with a toast region, every request it sends recorded and
 * the analytics events it raises: what the card-form and billing-address tests start from.
 */
export function renderCardForms({ settings, handlers, before = [] }: RenderCardFormsOptions = {}) {
  const requests: SentRequest[] = [];
  const events: AnalyticsEvent[] = [];
  // Records, then lets the wallet handlers answer.
  const recorder = http.all('*', async ({ request }) => {
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  });
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <PaymentFlyout open={open} onOpenChange={setOpen} settings={{ secureFieldsOrigin: secureOrigin, ...settings }} />
    );
  }
  render(
    <WalletTestProvider
      handlers={[recorder, ...before, ...walletHandlers(handlers)]}
      onAnalyticsEvent={(event) => events.push(event)}
    >
      <Host />
      <ToastRegion />
    </WalletTestProvider>,
  );
  const user = userEvent.setup();
  const dialog = () => within(screen.getByRole('dialog'));
  const sent = (method: string, path = '/payment/v2/wallet') =>
    requests.filter((request) => request.method === method && request.path === path);
  return { user, events, requests, sent, dialog };
}

/** Waits for the card list, then opens one of its add forms. */
export async function openAddForm(
  user: ReturnType<typeof userEvent.setup>,
  button: 'Add Credit/Debit Card' | 'Add SNAP EBT Card' | 'Add Gift Card',
) {
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: button }));
}
