'use client';

import type { BannerId } from '@aisle/contracts';
import { ToastRegion } from '@aisle/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { vi } from 'vitest';
import type { WalletSettings } from '../config/walletSettings';
import { secureOrigin } from './loadSecureFrame';
import { recordRequests } from './requestRecorder';
import { walletHandlers, type WalletHandlersOptions } from './walletHandlers';
import { WalletTestProvider } from './WalletTestProvider';
import { HostedPaymentScope } from '../hostedPaymentPage/HostedPaymentScope';
import { WalletPage } from '../walletPage/WalletPage';

export interface RenderWalletPageOptions {
  settings?: Partial<WalletSettings>;
  handlers?: WalletHandlersOptions;
  /** Handlers asked before the wallet's, e.g. one that fails a call only the first time. */
  before?: readonly RequestHandler[];
  onCookiePreferences?: () => void;
  /** The provider's banner; kroger unless a test is about another. */
  banner?: BannerId;
  /** As the hosted payment page: under `HostedPaymentScope`, as WEB HOSTED PAYMENT PAGE. */
  hosted?: boolean;
}

/**
 * The wallet page over in-memory handlers, with a toast region, every request it sends recorded
 * and the provider's navigate spied on: what every wallet-page test starts from.
 */
export function renderWalletPage({
  settings,
  handlers,
  before = [],
  onCookiePreferences,
  banner = 'kroger',
  hosted = false,
}: RenderWalletPageOptions = {}) {
  const { requests, recorder, sent } = recordRequests();
  const navigate = vi.fn();
  const view = render(
    <WalletTestProvider
      banner={banner}
      handlers={[recorder, ...before, ...walletHandlers(handlers)]}
      navigation={{ navigate }}
    >
      {hosted ? (
        <HostedPaymentScope>
          <WalletPage
            settings={{ secureFieldsOrigin: secureOrigin, appName: 'WEB HOSTED PAYMENT PAGE', ...settings }}
            onCookiePreferences={onCookiePreferences}
          />
        </HostedPaymentScope>
      ) : (
        <WalletPage
          settings={{ secureFieldsOrigin: secureOrigin, ...settings }}
          onCookiePreferences={onCookiePreferences}
        />
      )}
      <ToastRegion duration={Infinity} />
    </WalletTestProvider>,
  );
  return { ...view, user: userEvent.setup(), requests, sent, navigate };
}

/** The list of a card section, once the cards have loaded. */
export async function cardsIn(heading: string | RegExp) {
  return within(await screen.findByRole('list', { name: heading })).getAllByRole('listitem');
}
