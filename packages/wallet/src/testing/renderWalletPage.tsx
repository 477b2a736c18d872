'use client';

import { ToastRegion } from '@aisle/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type RequestHandler } from 'msw';
import { vi } from 'vitest';
import type { WalletSettings } from '../config/walletSettings';
import { secureOrigin } from './loadSecureFrame';
import { walletHandlers, type WalletHandlersOptions } from './walletHandlers';
import { WalletTestProvider } from './WalletTestProvider';
import { WalletPage } from '../walletPage/WalletPage';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface RenderWalletPageOptions {
  settings?: Partial<WalletSettings>;
  handlers?: WalletHandlersOptions;
  /** Handlers asked before the wallet's, e.g. one that fails a call only the first time. */
  before?: readonly RequestHandler[];
  onCookiePreferences?: () => void;
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
}: RenderWalletPageOptions = {}) {
  const requests: SentRequest[] = [];
  const navigate = vi.fn();
  // Records, then lets the wallet handlers answer.
  const recorder = http.all('*', async ({ request }) => {
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  });
  const view = render(
    <WalletTestProvider handlers={[recorder, ...before, ...walletHandlers(handlers)]} navigation={{ navigate }}>
      <WalletPage
        settings={{ secureFieldsOrigin: secureOrigin, ...settings }}
        onCookiePreferences={onCookiePreferences}
      />
      <ToastRegion duration={Infinity} />
    </WalletTestProvider>,
  );
  const sent = (method: string, path = '/payment/v2/wallet') =>
    requests.filter((request) => request.method === method && request.path === path);
  return { ...view, user: userEvent.setup(), requests, sent, navigate };
}

/** The list of a card section, once the cards have loaded. */
export async function cardsIn(heading: string | RegExp) {
  return within(await screen.findByRole('list', { name: heading })).getAllByRole('listitem');
}
