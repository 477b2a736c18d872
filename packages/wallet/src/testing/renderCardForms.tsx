'use client';

import type { AnalyticsEvent } from '@aisle/core';
import { ToastRegion } from '@aisle/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { useState } from 'react';
import { vi } from 'vitest';
import type { WalletSettings } from '../config/walletSettings';
import { secureOrigin } from './loadSecureFrame';
import { recordRequests } from './requestRecorder';
import { walletHandlers, type WalletHandlersOptions } from './walletHandlers';
import { WalletTestProvider } from './WalletTestProvider';
import { PaymentFlyout } from '../flyout/PaymentFlyout';

export interface RenderCardFormsOptions {
  settings?: Partial<WalletSettings>;
  handlers?: WalletHandlersOptions;
  /** Handlers asked before the wallet's, e.g. one that fails a call only the first time. */
  before?: readonly RequestHandler[];
}

/**
 * The flyout over in-memory handlers, with a toast region, every request it sends recorded, the
 * analytics events it raises and the provider's navigate spied on: what the card-form and
 * billing-address tests start from.
 */
export function renderCardForms({ settings, handlers, before = [] }: RenderCardFormsOptions = {}) {
  const { requests, recorder, sent } = recordRequests();
  const events: AnalyticsEvent[] = [];
  const navigate = vi.fn();
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
      navigation={{ navigate }}
    >
      <Host />
      <ToastRegion />
    </WalletTestProvider>,
  );
  const user = userEvent.setup();
  const dialog = () => within(screen.getByRole('dialog'));
  return { user, events, requests, sent, dialog, navigate };
}

/** Waits for the card list, then opens one of its add forms. */
export async function openAddForm(
  user: ReturnType<typeof userEvent.setup>,
  button: 'Add Credit/Debit Card' | 'Add SNAP EBT Card' | 'Add Gift Card',
) {
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: button }));
}
