import { Link as UiLink, useMessages as useUiMessages, type LinkComponentProps } from '@aisle/ui';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { scriptedFetch, type Answer } from '../testing/scriptedFetch';
import type { AnalyticsEvent } from './context';
import {
  useAnalytics,
  useBanner,
  useCustomerServicePhone,
  useMessages,
  useServiceErrorMessage,
  useStorefront,
} from './hooks';
import { StorefrontProvider, type StorefrontProviderProps } from './StorefrontProvider';
import { serviceKey } from './swr';
import { useServiceSWR } from './useServiceSWR';
import { ServiceError } from '../client/ServiceError';

function UiWords() {
  return <p>{useUiMessages().loading}</p>;
}

function wrapper(props: Partial<StorefrontProviderProps> = {}, ...answers: Answer[]) {
  const scripted = scriptedFetch(...(answers.length ? answers : [{ status: 200, body: { ok: true } }]));
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontProvider banner="ralphs" services="https://api.test" fetch={scripted.fetch} {...props}>
      {children}
    </StorefrontProvider>
  );
  return { Wrapper, calls: scripted.calls };
}

describe('given a StorefrontProvider', () => {
  it('gives features the banner behaviour', () => {
    const { Wrapper } = wrapper({ banner: 'harristeeter' });
    const { result } = renderHook(() => useBanner(), { wrapper: Wrapper });
    expect(result.current).toMatchObject({ id: 'harristeeter', title: 'Harris Teeter', tenantName: 'harristeeter' });
    expect(result.current.features.membershipName).toBe('HTPlus');
  });

  it('configures the client with the banner, tenant, application id and token', async () => {
    const { Wrapper, calls } = wrapper({ auth: { getToken: () => 'tok' }, applicationId: 'MEMBERSHIP' });
    const { result } = renderHook(() => useStorefront(), { wrapper: Wrapper });
    await result.current.client.get('/x');
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-Application-Id': 'MEMBERSHIP',
      'X-Tenant': 'kroger',
      'X-Banner': 'ralphs',
      'X-Channel': 'WEB',
    });
  });

  it('reads the latest auth callbacks without rebuilding the client', async () => {
    const scripted = scriptedFetch({ status: 200, body: {} });
    let token = 'first';
    const { result, rerender } = renderHook(() => useStorefront().client, {
      wrapper: ({ children }) => (
        // A new inline auth object on every render, as product teams write it.
        <StorefrontProvider banner="kroger" services="" fetch={scripted.fetch} auth={{ getToken: () => token }}>
          {children}
        </StorefrontProvider>
      ),
    });
    const before = result.current;
    token = 'second';
    rerender();
    expect(result.current).toBe(before);
    await result.current.get('/x');
    expect(scripted.calls[0]?.headers.Authorization).toBe('Bearer second');
  });

  it('serves SWR keys through the service client', async () => {
    const { Wrapper, calls } = wrapper({}, { status: 200, body: { addresses: [{ id: 'a' }] } });
    const { result } = renderHook(() => useServiceSWR(serviceKey('/atlas/v1/addresses', { projection: 'full' })), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ addresses: [{ id: 'a' }] }));
    expect(calls[0]?.url).toBe('https://api.test/atlas/v1/addresses?projection=full');
  });

  it('does not let SWR retry a 4xx', async () => {
    const { Wrapper, calls } = wrapper({}, { status: 404, body: { errors: { code: 'NOT_FOUND', reason: 'x' } } });
    const { result } = renderHook(() => useServiceSWR(serviceKey('/missing')), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ServiceError));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });

  it('puts the host’s SWR settings over Aisle’s, and a hook’s over both', async () => {
    const { Wrapper } = wrapper(
      { swr: { fallbackData: 'host', revalidateOnMount: false } },
      { status: 200, body: { ok: true } },
    );
    const host = renderHook(() => useServiceSWR(serviceKey('/host-settings')), { wrapper: Wrapper });
    expect(host.result.current.data).toBe('host');
    const own = renderHook(() => useServiceSWR(serviceKey('/own-settings'), null, { fallbackData: 'own' }), {
      wrapper: Wrapper,
    });
    expect(own.result.current.data).toBe('own');
  });

  it('waits while the key is null', () => {
    expect(serviceKey(null)).toBeNull();
  });

  it('reports failed calls and feature events through onAnalyticsEvent', async () => {
    const events: AnalyticsEvent[] = [];
    const { Wrapper } = wrapper({ onAnalyticsEvent: (event) => events.push(event) }, { status: 500 });
    const { result } = renderHook(() => ({ client: useStorefront().client, track: useAnalytics() }), {
      wrapper: Wrapper,
    });
    await result.current.client.get('/broken').catch(() => undefined);
    result.current.track({ type: 'address-form-abandoned', form: 'add' });
    expect(events).toMatchObject([
      { type: 'service-call-failed', schemaVersion: '0.1.1', status: 500 },
      { type: 'address-form-abandoned', form: 'add' },
    ]);
  });

  it('sends the shopper to sign in through the auth callback on a 403', async () => {
    const onSessionExpired = vi.fn();
    const { Wrapper } = wrapper({ auth: { getToken: () => 't', onSessionExpired } }, { status: 403 });
    const { result } = renderHook(() => useStorefront().client, { wrapper: Wrapper });
    await result.current.get('/x').catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledWith('forbidden');
  });

  it('applies message overrides per package, ignoring unknown keys', () => {
    const defaults = { heading: 'Address Book', add: 'Add new address' };
    const { Wrapper } = wrapper({ messages: { account: { heading: 'Addresses', bogus: 'x' } } });
    const { result } = renderHook(() => useMessages('account', defaults), { wrapper: Wrapper });
    expect(result.current).toEqual({ heading: 'Addresses', add: 'Add new address' });
  });

  it('passes ui overrides and the router link down to @aisle/ui', () => {
    const RouterLink = ({ href, ...rest }: LinkComponentProps) => (
      <a data-router="yes" href={href} {...rest}>
        {rest.children}
      </a>
    );
    const { Wrapper } = wrapper({
      messages: { ui: { loading: 'Chargement' } },
      navigation: { navigate: vi.fn(), Link: RouterLink },
    });
    render(
      <Wrapper>
        <UiLink href="/account/addresses">Addresses</UiLink>
        <UiWords />
      </Wrapper>,
    );
    expect(screen.getByRole('link', { name: 'Addresses' }).getAttribute('data-router')).toBe('yes');
    expect(document.body.textContent).toContain('Chargement');
  });

  it('navigates through the adapter', () => {
    const navigate = vi.fn();
    const { Wrapper } = wrapper({ navigation: { navigate } });
    const { result } = renderHook(() => useStorefront().navigation, { wrapper: Wrapper });
    act(() => result.current.navigate('/account/dashboard', { replace: true }));
    expect(navigate).toHaveBeenCalledWith('/account/dashboard', { replace: true });
  });

  it.each([
    [{}, 'ralphs', undefined, '1-800-555-0100'],
    [{}, 'harristeeter', undefined, '1-800-555-0110'],
    [{}, 'ralphs', 'RXWEB', '1-800-555-0130'],
    [{}, 'harristeeter', 'EPRN', '1-800-555-0120'],
    [{ customerServicePhones: { default: '1-800-555-0199' } }, 'harristeeter', undefined, '1-800-555-0199'],
  ] as const)('gives %j on %s for app %s the customer service number %s', (props, banner, app, expected) => {
    const { Wrapper } = wrapper({ ...props, banner });
    const { result } = renderHook(() => useCustomerServicePhone(app), { wrapper: Wrapper });
    expect(result.current).toBe(expected);
  });

  it.each([
    [
      new ServiceError({ status: 0, offline: true }),
      'You appear to be offline. Please restore network connectivity to continue.',
    ],
    [new ServiceError({ status: 401 }), 'Your session has expired.'],
    [new ServiceError({ status: 403 }), 'Your session has expired.'],
    [
      new ServiceError({ status: 503, code: 'LF8745B' }),
      'We are experiencing technical difficulties. Please try again in a few moments.',
    ],
    [
      new ServiceError({ status: 500 }),
      "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    ],
  ])('describes %o as %j', (error, expected) => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useServiceErrorMessage(), { wrapper: Wrapper });
    expect(result.current(error)).toBe(expected);
  });

  it('uses the injected clock', () => {
    const { Wrapper } = wrapper({ now: () => new Date('2026-11-22T12:00:00Z') });
    const { result } = renderHook(() => useStorefront().now(), { wrapper: Wrapper });
    expect(result.current.toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('explains what is missing when a feature renders without it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useStorefront())).toThrow(/need a <StorefrontProvider>/);
  });
});
