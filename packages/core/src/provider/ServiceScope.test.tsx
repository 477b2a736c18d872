import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paymentIntentRenewal } from '../client/retryRules';
import { scriptedFetch, type Answer } from '../testing/scriptedFetch';
import { useServiceClient, useStorefront } from './hooks';
import { ServiceScope, type ServiceScopeProps } from './ServiceScope';
import { StorefrontProvider } from './StorefrontProvider';
import { serviceKey } from './swr';
import { useServiceSWR } from './useServiceSWR';

function scoped(auth: ServiceScopeProps['auth'], onSessionExpired = vi.fn(), ...answers: Answer[]) {
  const scripted = scriptedFetch(...(answers.length ? answers : [{ status: 200, body: { ok: true } }]));
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontProvider
      banner="harristeeter"
      services="https://api.test"
      fetch={scripted.fetch}
      auth={{ getToken: () => 'session-token', refresh: async () => 'renewed-session-token', onSessionExpired }}
    >
      <ServiceScope auth={auth} applicationId="WEB HOSTED PAYMENT PAGE">
        {children}
      </ServiceScope>
    </StorefrontProvider>
  );
  return { Wrapper, calls: scripted.calls };
}

describe('given a ServiceScope', () => {
  it('sends its own token and application id, and the provider’s banner and tenant', async () => {
    const { Wrapper, calls } = scoped({ getToken: () => 'hosted-token' });
    const { result } = renderHook(() => useStorefront(), { wrapper: Wrapper });
    expect(result.current.applicationId).toBe('WEB HOSTED PAYMENT PAGE');
    await result.current.client.get('/payment/v2/wallet');
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer hosted-token',
      'X-Application-Id': 'WEB HOSTED PAYMENT PAGE',
      'X-Banner': 'harristeeter',
      'X-Tenant': 'harristeeter',
    });
  });

  it('after a 401 gets its own token anew and retries with it, leaving the provider’s alone', async () => {
    let token = 'hosted-1';
    const refresh = vi.fn(async () => {
      token = 'hosted-2';
      return true;
    });
    const { Wrapper, calls } = scoped(
      { getToken: () => token, refresh },
      vi.fn(),
      { status: 401 },
      { status: 200, body: {} },
    );
    const { result } = renderHook(() => useServiceClient(), { wrapper: Wrapper });
    await result.current.get('/payment/v2/wallet');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer hosted-1', 'Bearer hosted-2']);
  });

  it('sends the shopper to sign in through the provider when its token cannot be renewed', async () => {
    const onSessionExpired = vi.fn();
    const { Wrapper } = scoped({ getToken: () => 'hosted', refresh: async () => null }, onSessionExpired, {
      status: 401,
    });
    const { result } = renderHook(() => useServiceClient(), { wrapper: Wrapper });
    await expect(result.current.get('/payment/v2/wallet')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith('expired');
  });

  it('reads SWR keys with its own client', async () => {
    const { Wrapper, calls } = scoped({ getToken: () => 'hosted-token' }, vi.fn(), {
      status: 200,
      body: { cards: [] },
    });
    const { result } = renderHook(() => useServiceSWR(serviceKey('/payment/v2/wallet')), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ cards: [] }));
    expect(calls[0]?.headers.Authorization).toBe('Bearer hosted-token');
  });

  it('under a provider without auth (a server render reading as the shopper), asks for no token', async () => {
    const scripted = scriptedFetch({ status: 200, body: {} });
    const getToken = vi.fn(() => 'hosted-token');
    const { result } = renderHook(() => useServiceClient(), {
      wrapper: ({ children }) => (
        <StorefrontProvider banner="harristeeter" services="https://api.test" fetch={scripted.fetch}>
          <ServiceScope auth={{ getToken }} applicationId="WEB HOSTED PAYMENT PAGE">
            {children}
          </ServiceScope>
        </StorefrontProvider>
      ),
    });
    await result.current.get('/payment/v2/wallet');
    expect(getToken).not.toHaveBeenCalled();
    expect(scripted.calls[0]?.headers.Authorization).toBeUndefined();
    expect(scripted.calls[0]?.headers['X-Application-Id']).toBe('WEB HOSTED PAYMENT PAGE');
  });
  it('nested in another, sends the inner payment intent with the outer token, and renews a lost intent', async () => {
    const scripted = scriptedFetch(
      { status: 404, body: { reason: 'Could not find the requested payment intent.' } },
      { status: 200, body: {} },
    );
    let intent = 'pi-1';
    const retryRules = [paymentIntentRenewal({ getNewPaymentIntent: async () => (intent = 'pi-2') })];
    const { result } = renderHook(() => useServiceClient(), {
      wrapper: ({ children }) => (
        <StorefrontProvider
          banner="harristeeter"
          services="https://api.test"
          fetch={scripted.fetch}
          auth={{ getToken: () => 'session-token' }}
        >
          <ServiceScope auth={{ getToken: () => 'hosted-token' }} applicationId="WEB HOSTED PAYMENT PAGE">
            <ServiceScope getPaymentIntentId={() => intent} retryRules={retryRules}>
              {children}
            </ServiceScope>
          </ServiceScope>
        </StorefrontProvider>
      ),
    });
    await result.current.get('/payment/v2/wallet');
    expect(
      scripted.calls.map(({ headers }) => [
        headers.Authorization,
        headers['X-Application-Id'],
        headers['X-Payment-Intent-Id'],
      ]),
    ).toEqual([
      ['Bearer hosted-token', 'WEB HOSTED PAYMENT PAGE', 'pi-1'],
      ['Bearer hosted-token', 'WEB HOSTED PAYMENT PAGE', 'pi-2'],
    ]);
  });

  it('without a payment intent of its own, sends the provider’s', async () => {
    const scripted = scriptedFetch({ status: 200, body: {} });
    const { result } = renderHook(() => useServiceClient(), {
      wrapper: ({ children }) => (
        <StorefrontProvider
          banner="kroger"
          services="https://api.test"
          fetch={scripted.fetch}
          getPaymentIntentId={() => 'pi-provider'}
        >
          <ServiceScope getPaymentIntentId={() => undefined}>{children}</ServiceScope>
        </StorefrontProvider>
      ),
    });
    await result.current.get('/payment/v2/wallet');
    expect(scripted.calls[0]?.headers['X-Payment-Intent-Id']).toBe('pi-provider');
  });
});
