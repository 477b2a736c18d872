import { StorefrontProvider, useServiceClient, type ServiceClient } from '@aisle/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WalletSettingsProvider } from '../config/WalletSettingsContext';
import type { WalletSettings } from '../config/walletSettings';

const lost = { status: 404, body: { reason: 'Could not find the requested payment intent.' } };
const ok = { status: 200, body: {} };

/** The wallet screens' client under the given settings, and the X-Payment-Intent-Id of each call sent. */
function walletClient(
  settings: Omit<WalletSettings, 'secureFieldsOrigin'>,
  ...answers: { status: number; body: unknown }[]
) {
  const sent: (string | null)[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    sent.push(new Headers(init?.headers).get('X-Payment-Intent-Id'));
    const answer = answers.shift() ?? ok;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const result = { client: undefined as unknown as ServiceClient };
  function Probe() {
    result.client = useServiceClient();
    return null;
  }
  const tree = (next: typeof settings) => (
    <StorefrontProvider banner="kroger" services="https://api.test" fetch={fetch}>
      <WalletSettingsProvider settings={{ secureFieldsOrigin: 'https://secure.test', ...next }}>
        {/* The flyout's own provider, nested in checkout's: the intent is still sent once. */}
        <WalletSettingsProvider settings={{ secureFieldsOrigin: 'https://secure.test', ...next }}>
          <Probe />
        </WalletSettingsProvider>
      </WalletSettingsProvider>
    </StorefrontProvider>
  );
  const view = render(tree(settings));
  return { result, sent, rerender: (next: typeof settings) => view.rerender(tree(next)) };
}

describe('given the wallet screens in checkout mode', () => {
  it('send checkout’s payment intent on every call, the newest checkout gave', async () => {
    const { result, sent, rerender } = walletClient({ mode: 'checkout' });
    await result.client.get('/payment/v2/wallet');
    rerender({ mode: 'checkout', paymentIntentId: 'pi-1' });
    await result.client.get('/payment/v2/wallet');
    expect(sent).toEqual([null, 'pi-1']);
  });

  it('ask checkout for a new intent when the service has lost theirs, and send the call again with it', async () => {
    const getNewPaymentIntent = vi.fn(async () => 'pi-2');
    const { result, sent } = walletClient(
      { mode: 'checkout', paymentIntentId: 'pi-1', checkoutConfig: { getNewPaymentIntent } },
      lost,
      ok,
    );
    await result.client.get('/payment/v2/wallet');
    expect(getNewPaymentIntent).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['pi-1', 'pi-2']);
  });

  it('give up after 5 new intents, failing the call with the service’s reason', async () => {
    const getNewPaymentIntent = vi.fn(async () => 'pi-n');
    const { result, sent } = walletClient(
      { mode: 'checkout', paymentIntentId: 'pi-1', checkoutConfig: { getNewPaymentIntent } },
      ...Array.from({ length: 6 }, () => lost),
    );
    await expect(result.client.get('/payment/v2/wallet')).rejects.toMatchObject({
      status: 404,
      reason: 'Could not find the requested payment intent.',
    });
    expect(getNewPaymentIntent).toHaveBeenCalledTimes(5);
    expect(sent).toHaveLength(6);
  });

  it('fail the refused call when checkout gives no way to a new intent', async () => {
    const { result, sent } = walletClient({ mode: 'checkout', paymentIntentId: 'pi-1' }, lost);
    await expect(result.client.get('/payment/v2/wallet')).rejects.toMatchObject({ status: 404 });
    expect(sent).toEqual(['pi-1']);
  });
});

describe('given the wallet page', () => {
  it('sends no payment intent: there is no checkout to have one', async () => {
    const { result, sent } = walletClient({ mode: 'wallet', paymentIntentId: 'pi-1' });
    await result.client.get('/payment/v2/wallet');
    expect(sent).toEqual([null]);
  });
});
