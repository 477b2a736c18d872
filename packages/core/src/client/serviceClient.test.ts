import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailedCallEvent } from './failedCallEvent';
import { isOfflineError } from './offline';
import { paymentIntentRenewal } from './retryRules';
import { createServiceClient, type ServiceClientConfig } from './serviceClient';
import { ServiceError } from './ServiceError';
import { scriptedFetch, type Answer } from '../testing/scriptedFetch';

const ok = (body: unknown = { ok: true }): Answer => ({ status: 200, body });
const fail = (status: number, errors?: unknown): Answer => ({ status, body: errors && { errors } });

function setup(answers: Answer[], config: Partial<ServiceClientConfig> = {}) {
  const scripted = scriptedFetch(...answers);
  const events: FailedCallEvent[] = [];
  let keys = 0;
  const client = createServiceClient({
    services: { default: 'https://api.test', payment: 'https://pay.test/' },
    fetch: scripted.fetch,
    auth: { getToken: () => 'token-1', type: 'B2C' },
    applicationId: 'CLICKLIST',
    tenant: 'kroger',
    bannerName: 'ralphs',
    onFailedCall: (event) => events.push(event),
    now: () => new Date('2026-11-22T10:00:00Z'),
    createIdempotencyKey: () => `key-${(keys += 1)}`,
    ...config,
  });
  return { client, calls: scripted.calls, events };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a failure'),
    (error: unknown) => error as ServiceError,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('given a service client', () => {
  describe('on a GET', () => {
    it('sends the bearer token, application id, channel WEB, tenant, auth type and banner, and no idempotency key', async () => {
      const { client, calls } = setup([ok({ addresses: [] })]);
      await expect(
        client.get('/atlas/v1/addresses', { query: { projections: 'full', skip: undefined } }),
      ).resolves.toEqual({ addresses: [] });
      expect(calls[0]).toMatchObject({ url: 'https://api.test/atlas/v1/addresses?projections=full', method: 'GET' });
      expect(calls[0]?.headers).toEqual({
        Accept: 'application/json',
        Authorization: 'Bearer token-1',
        'X-Application-Id': 'CLICKLIST',
        'X-Channel': 'WEB',
        'X-Tenant': 'kroger',
        'X-Auth-Type': 'B2C',
        'X-Banner': 'ralphs',
      });
    });

    it('sends no Authorization header when signed out', async () => {
      const { client, calls } = setup([ok()], { auth: { getToken: () => null } });
      await client.get('/stores');
      expect(calls[0]?.headers).not.toHaveProperty('Authorization');
    });

    it('uses the named service base URL', async () => {
      const { client, calls } = setup([ok()]);
      await client.get('/payment/v2/wallet', { service: 'payment' });
      expect(calls[0]?.url).toBe('https://pay.test/payment/v2/wallet');
    });

    it('answers undefined for an empty 204', async () => {
      const { client } = setup([{ status: 204 }]);
      await expect(client.delete('/x')).resolves.toBeUndefined();
    });
  });

  describe('on mutations', () => {
    it('sends JSON and a fresh idempotency key on every call', async () => {
      const { client, calls } = setup([ok()]);
      await client.post('/a', { line1: '1 Main St' });
      await client.put('/a/1', { line1: '2 Main St' });
      await client.delete('/a/1');
      expect(calls.map((call) => call.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2', 'key-3']);
      expect(calls[0]).toMatchObject({ method: 'POST', body: { line1: '1 Main St' } });
      expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    });

    it('keeps the same key across the retries of one call, so a retried mutation is applied once', async () => {
      const refresh = vi.fn(async () => 'token-2');
      const { client, calls } = setup([fail(401), ok()], { auth: { getToken: () => 'token-1', refresh } });
      await client.post('/a', {});
      expect(calls.map((call) => call.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    });

    it('sends the payment intent id when there is one', async () => {
      const { client, calls } = setup([ok()], { getPaymentIntentId: () => 'pi-1' });
      await client.get('/payment/v2/wallet');
      await client.get('/payment/v2/wallet', { paymentIntentId: 'pi-9' });
      expect(calls.map((call) => call.headers['X-Payment-Intent-Id'])).toEqual(['pi-1', 'pi-9']);
    });
  });

  describe('when the service answers an error', () => {
    it.each([
      [
        'errors object',
        400,
        { errors: { code: 'ADDRESS_NOT_FOUND', reason: 'No such address' } },
        'ADDRESS_NOT_FOUND',
        'No such address',
        'user-error',
      ],
      [
        'errors list (the first counts)',
        422,
        {
          errors: [
            { code: 'KC2617', reason: 'first' },
            { code: 'X', reason: 'second' },
          ],
        },
        'KC2617',
        'first',
        'user-error',
      ],
      [
        'legacy errorDetail',
        400,
        { data: { errorDetail: { errorCode: 'TOO_MANY_ADDRESSES' } } },
        'TOO_MANY_ADDRESSES',
        undefined,
        'user-error',
      ],
      ['numeric code', 402, { errors: { code: 55, reason: 'Invalid PIN' } }, '55', 'Invalid PIN', 'user-error'],
      [
        'server failure',
        500,
        { errors: { code: 'INTERNAL_ERROR', reason: 'boom' } },
        'INTERNAL_ERROR',
        'boom',
        'critical-service-error',
      ],
      ['gateway with a text body', 502, 'Bad Gateway', undefined, undefined, 'critical-service-error'],
    ])('normalises an %s into one ServiceError', async (_, status, body, code, reason, category) => {
      const { client } = setup([
        { status, body, contentType: typeof body === 'string' ? 'text/plain' : 'application/json' },
      ]);
      const error = await failure(client.get('/x'));
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ status, code, reason, category, method: 'GET', path: '/x' });
    });

    it('keeps the customer message a service sends', async () => {
      const { client } = setup([fail(400, { code: 'X', reason: 'r', customerErrorMessage: 'Try another card.' })]);
      expect((await failure(client.get('/x'))).customerMessage).toBe('Try another card.');
    });

    it('reports invalid JSON as a critical error, not a crash', async () => {
      const { client } = setup([{ status: 200, body: '{not json' }]);
      expect(await failure(client.get('/x'))).toMatchObject({
        code: 'INVALID_RESPONSE',
        category: 'critical-service-error',
      });
    });

    it('reports the failed call to analytics with schema 0.1.1 and UUID-like segments normalised', async () => {
      const { client, events } = setup([fail(404, { code: 'ADDRESS_NOT_FOUND', reason: 'gone' })]);
      await failure(client.delete('/addresses/3f2b8c1e-8a4b-4c2d-9e1f-0a1b2c3d4e5f?x=1'));
      expect(events).toEqual([
        {
          type: 'service-call-failed',
          schemaVersion: '0.1.1',
          timestamp: '2026-11-22T10:00:00.000Z',
          method: 'DELETE',
          path: '/addresses/{id}',
          status: 404,
          code: 'ADDRESS_NOT_FOUND',
          reason: 'gone',
          category: 'user-error',
          offline: false,
          attempts: 1,
          durationMs: 0,
        },
      ]);
    });
  });

  describe('when no answer comes', () => {
    it('fails after 10 s as 408 ECONNABORTED', async () => {
      vi.useFakeTimers();
      const { client } = setup(['hang']);
      const pending = failure(client.get('/slow'));
      await vi.advanceTimersByTimeAsync(9_999);
      await vi.advanceTimersByTimeAsync(1);
      // A 4xx status, so by the specs' rule a timeout counts as a user error.
      expect(await pending).toMatchObject({ status: 408, code: 'ECONNABORTED', category: 'user-error' });
    });

    it('honours a shorter timeout per call', async () => {
      vi.useFakeTimers();
      const { client } = setup(['hang']);
      const pending = failure(client.get('/slow', { timeoutMs: 500 }));
      await vi.advanceTimersByTimeAsync(500);
      expect((await pending).status).toBe(408);
    });

    it('turns a network failure into an offline ServiceError the offline test recognises', async () => {
      const { client, events } = setup([new TypeError('Failed to fetch')]);
      const error = await failure(client.get('/x'));
      expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', reason: 'Network Error', offline: true });
      expect(isOfflineError(error)).toBe(true);
      expect(events[0]).toMatchObject({ offline: true, category: 'critical-service-error' });
    });

    it('lets a caller abort without reporting a failure', async () => {
      const { client, events } = setup(['hang']);
      const controller = new AbortController();
      const pending = client.get('/x', { signal: controller.signal });
      controller.abort(new DOMException('left the page', 'AbortError'));
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(events).toEqual([]);
    });
  });

  describe('on a 401', () => {
    it('refreshes the token and retries with the new one', async () => {
      const refresh = vi.fn(async () => 'token-2');
      const { client, calls } = setup([fail(401), ok({ done: true })], {
        auth: { getToken: () => 'token-1', refresh },
      });
      await expect(client.get('/x')).resolves.toEqual({ done: true });
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    });

    it('reads the token again when refresh reports success with true', async () => {
      let token = 'old';
      const refresh = vi.fn(async () => {
        token = 'new';
        return true;
      });
      const { client, calls } = setup([fail(401), ok()], { auth: { getToken: () => token, refresh } });
      await client.get('/x');
      expect(calls[1]?.headers.Authorization).toBe('Bearer new');
    });

    it('shares one refresh between calls that fail together', async () => {
      const refresh = vi.fn(async () => 'token-2');
      const { client } = setup([fail(401), fail(401), ok()], { auth: { getToken: () => 'token-1', refresh } });
      await Promise.all([client.get('/a'), client.get('/b')]);
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('gives up after 5 refreshes and sends the shopper to sign in', async () => {
      const refresh = vi.fn(async () => 'again');
      const onSessionExpired = vi.fn();
      const { client, calls, events } = setup([fail(401)], {
        auth: { getToken: () => 't', refresh, onSessionExpired },
      });
      expect((await failure(client.get('/x'))).status).toBe(401);
      expect(refresh).toHaveBeenCalledTimes(5);
      expect(calls).toHaveLength(6);
      expect(onSessionExpired).toHaveBeenCalledWith('expired');
      expect(events[0]?.attempts).toBe(6);
    });

    it.each([
      ['refresh gives nothing', async () => null],
      ['refresh throws', async () => Promise.reject(new Error('refresh token expired'))],
    ])('sends the shopper to sign in at once when %s', async (_, refresh) => {
      const onSessionExpired = vi.fn();
      const { client, calls } = setup([fail(401)], { auth: { getToken: () => 't', refresh, onSessionExpired } });
      await failure(client.get('/x'));
      expect(calls).toHaveLength(1);
      expect(onSessionExpired).toHaveBeenCalledWith('expired');
    });

    it('keeps the shopper signed in when the renewal itself fails, and fails the call with its error', async () => {
      const onSessionExpired = vi.fn();
      const offline = new ServiceError({ status: 0, code: 'NETWORK_ERROR', reason: 'Network Error', offline: true });
      const refresh = vi.fn(async () => Promise.reject(offline));
      const { client, calls, events } = setup([fail(401), fail(401)], {
        auth: { getToken: () => 't', refresh, onSessionExpired },
      });
      const [first, second] = await Promise.all([failure(client.get('/x')), failure(client.get('/y'))]);
      expect(first).toBe(offline);
      expect(second).toBe(offline);
      // One renewal for both calls, neither sent again, and no one sent to sign in.
      expect(refresh).toHaveBeenCalledOnce();
      expect(calls).toHaveLength(2);
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(events.map((event) => event.path)).toEqual(['/x', '/y']);
    });

    it('sends the shopper to sign in when there is no refresh', async () => {
      const onSessionExpired = vi.fn();
      const { client } = setup([fail(401)], { auth: { getToken: () => 't', onSessionExpired } });
      await failure(client.get('/x'));
      expect(onSessionExpired).toHaveBeenCalledOnce();
    });
  });

  describe('on a 403', () => {
    it('redirects to sign in', async () => {
      const onSessionExpired = vi.fn();
      const { client } = setup([fail(403)], { auth: { getToken: () => 't', onSessionExpired } });
      await failure(client.get('/x'));
      expect(onSessionExpired).toHaveBeenCalledWith('forbidden');
    });

    it('does not redirect on the sign-in page itself', async () => {
      const onSessionExpired = vi.fn();
      const { client } = setup([fail(403)], {
        auth: { getToken: () => 't', onSessionExpired },
        isSignInPage: () => true,
      });
      await failure(client.get('/x'));
      expect(onSessionExpired).not.toHaveBeenCalled();
    });
  });

  describe('with the payment-intent retry rule', () => {
    const gone = fail(404, { code: 'NOT_FOUND', reason: 'Could not find the requested payment intent.' });

    it('asks for a new intent and retries with it', async () => {
      const getNewPaymentIntent = vi.fn(async () => 'pi-2');
      const { client, calls } = setup([gone, ok()], {
        getPaymentIntentId: () => 'pi-1',
        retryRules: [paymentIntentRenewal({ getNewPaymentIntent })],
      });
      await client.post('/payment/v2/wallet', {});
      expect(calls.map((call) => call.headers['X-Payment-Intent-Id'])).toEqual(['pi-1', 'pi-2']);
    });

    it('hands the rule the client retrying, so the new intent is asked for with the same auth and headers', async () => {
      const { client, calls } = setup([gone, ok({ data: { payment: { paymentIntentId: 'pi-2' } } }), ok()], {
        getPaymentIntentId: () => 'pi-1',
        retryRules: [
          paymentIntentRenewal({
            getNewPaymentIntent: async (retrying) =>
              (await retrying.post<{ data: { payment: { paymentIntentId: string } } }>('/payment/v1/payment-intents'))
                .data.payment.paymentIntentId,
          }),
        ],
      });
      await client.post('/payment/v2/wallet', {});
      expect(calls.map((call) => [call.url, call.headers.Authorization])).toEqual([
        ['https://api.test/payment/v2/wallet', 'Bearer token-1'],
        ['https://api.test/payment/v1/payment-intents', 'Bearer token-1'],
        ['https://api.test/payment/v2/wallet', 'Bearer token-1'],
      ]);
      expect(calls[2]?.headers['X-Payment-Intent-Id']).toBe('pi-2');
    });

    it('retries at most 5 times', async () => {
      const getNewPaymentIntent = vi.fn(async () => 'pi-n');
      const { client, calls } = setup([gone], { retryRules: [paymentIntentRenewal({ getNewPaymentIntent })] });
      expect((await failure(client.get('/x'))).status).toBe(404);
      expect(calls).toHaveLength(6);
    });

    it('leaves other 404s alone', async () => {
      const getNewPaymentIntent = vi.fn(async () => 'pi-n');
      const { client } = setup([fail(404, { code: 'ADDRESS_NOT_FOUND', reason: 'x' })], {
        retryRules: [paymentIntentRenewal({ getNewPaymentIntent })],
      });
      await failure(client.get('/x'));
      expect(getNewPaymentIntent).not.toHaveBeenCalled();
    });
  });

  it('fails clearly for a service it has no base URL for', async () => {
    const { client } = setup([ok()]);
    await expect(client.get('/x', { service: 'loyalty' })).rejects.toThrow('No base URL for the "loyalty" service.');
  });
});
