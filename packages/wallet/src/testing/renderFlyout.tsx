'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AnalyticsEvent } from '@aisle/core';
import type { WalletSettings } from '../config/walletSettings';
import { walletHandlers, type WalletHandlersOptions } from './walletHandlers';
import { WalletTestProvider } from './WalletTestProvider';
import { PaymentFlyout } from '../flyout/PaymentFlyout';

export interface RenderFlyoutOptions {
  settings?: Partial<WalletSettings>;
  handlers?: WalletHandlersOptions;
  selection?: WalletCard[];
  checkBalanceCard?: WalletCard;
}

/** The flyout behind an opener button, over in-memory handlers: what every flyout test starts from. */
export function renderFlyout({ settings, handlers, selection = [], checkBalanceCard }: RenderFlyoutOptions = {}) {
  const confirmed: WalletCard[][] = [];
  const events: AnalyticsEvent[] = [];
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open wallet
        </button>
        <PaymentFlyout
          open={open}
          onOpenChange={setOpen}
          selection={selection}
          onConfirm={(cards) => confirmed.push(cards)}
          checkBalanceCard={checkBalanceCard}
          settings={{ secureFieldsOrigin: 'https://secure.test', ...settings }}
        />
      </>
    );
  }
  render(
    <WalletTestProvider handlers={walletHandlers(handlers)} onAnalyticsEvent={(event) => events.push(event)}>
      <Host />
    </WalletTestProvider>,
  );
  return { user: userEvent.setup(), confirmed, events, dialog: () => screen.findByRole('dialog') };
}
