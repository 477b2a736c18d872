import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AddressRecord } from '@aisle/contracts';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

const addresses = '/atlas/v1/customer-profile/v1/addresses';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ mode: 'test' });
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.call('DELETE', '/__test/faults');
  await api.reset();
});

const addFault = (fault: object) =>
  api.call<{ data: { fault: { id: number } } }>('POST', '/__test/faults', { body: fault });

describe('given test mode', () => {
  it('after injecting a 503 on a path with a :param segment, matching calls fail with the injected error', async () => {
    const token = await api.signIn('avery@aisle.test');
    const created = await addFault({
      method: 'delete',
      path: `${addresses}/:addressId`,
      status: 503,
      code: 'SERVICE_DOWN',
      reason: 'Maintenance',
    });
    expect(created.status).toBe(201);
    const answer = await api.call<ErrorAnswer>('DELETE', `${addresses}/anything`, { token });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ errors: { code: 'SERVICE_DOWN', reason: 'Maintenance' } });
    expect((await api.call('GET', addresses, { token })).status).toBe(200);
  });

  it('after injecting a fault twice-only, the third call answers normally', async () => {
    await addFault({ method: 'GET', path: '/health', status: 500, times: 2 });
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await api.call('GET', '/health')).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await api.call<{ data: { faults: unknown[] } }>('GET', '/__test/faults')).body.data.faults).toEqual([]);
  });

  it('after injecting a delay without a status, answers normally but late', async () => {
    await addFault({ method: '*', path: '/health', delayMs: 120 });
    const started = Date.now();
    const answer = await api.call('GET', '/health');
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('after listing and clearing faults, none apply any more', async () => {
    await addFault({ method: 'GET', path: '/health', status: 500 });
    const listed = await api.call<{ data: { faults: { path: string; hits: number }[] } }>('GET', '/__test/faults');
    expect(listed.body.data.faults).toEqual([expect.objectContaining({ path: '/health', hits: 0, method: 'GET' })]);
    expect((await api.call('DELETE', '/__test/faults')).body).toEqual({ data: { cleared: 1 } });
    expect((await api.call('GET', '/health')).status).toBe(200);
  });

  it('after expiring a shopper’s sessions, their next call answers TOKEN_EXPIRED and a refresh cures it', async () => {
    const signIn = await api.call<{ data: { accessToken: string; refreshToken: string } }>('POST', '/auth/v1/sign-in', {
      body: { email: 'morgan@aisle.test', password: 'groceries' },
    });
    const { accessToken, refreshToken } = signIn.body.data;
    expect((await api.call('POST', '/__test/sessions/expire', { body: { email: 'MORGAN@aisle.test' } })).body).toEqual({
      data: { expired: 1 },
    });
    const expired = await api.call<ErrorAnswer>('GET', addresses, { token: accessToken });
    expect(expired.body.errors.code).toBe('TOKEN_EXPIRED');
    const refreshed = await api.call<{ data: { accessToken: string } }>('POST', '/auth/v1/token/refresh', {
      body: { refreshToken },
    });
    expect((await api.call('GET', addresses, { token: refreshed.body.data.accessToken })).status).toBe(200);
  });

  it('after expiring an unknown shopper, answers 404 SHOPPER_NOT_FOUND', async () => {
    const answer = await api.call<ErrorAnswer>('POST', '/__test/sessions/expire', {
      body: { email: 'nobody@aisle.test' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('SHOPPER_NOT_FOUND');
  });

  it('after injecting a fault on a legacy address call, it answers the injected error', async () => {
    const token = await api.signIn('avery@aisle.test');
    await addFault({ method: 'POST', path: '/accountmanagement/api/addresses/remove', status: 503, times: 1 });
    const failed = await api.call<ErrorAnswer>('POST', '/accountmanagement/api/addresses/remove', {
      token,
      body: { addressId: 'x' },
    });
    expect(failed.status).toBe(503);
    expect(failed.body.errors.code).toBe('INJECTED_FAULT');
  });

  it('after changing preferences and resetting, the seeded e-mail, SMS and store choices are back', async () => {
    const token = await api.signIn('avery@aisle.test');
    await api.call('POST', '/atlas/v1/communications/v1/email-preferences', {
      token,
      body: [{ emailPreferencesCategory: 'weekly ad', emailPreferences: false }],
    });
    await api.call('POST', '/atlas/v1/communications/v1/sms/opt-in', {
      token,
      body: { optIn: false, phoneNumber: '+15135550123', triggerType: 'CLICKLIST' },
    });
    await api.call('PUT', '/accountmanagement/api/preferred-store', { token, body: { locationId: '01400943' } });
    await api.call('POST', '/__test/reset');
    const fresh = await api.signIn('avery@aisle.test');
    const email = await api.call<{ emailUngroupedPreferences: { selected: boolean }[] }>(
      'GET',
      '/atlas/v1/communications/v1/email-preferences?token=demo-email-token-avery',
    );
    expect(email.body.emailUngroupedPreferences[0]?.selected).toBe(true);
    const sms = await api.call('POST', '/atlas/v1/communications/v1/sms/opt-in-status', {
      token: fresh,
      body: { phoneNumber: '+15135550123', triggerType: 'CLICKLIST' },
    });
    expect(sms.body).toEqual({ customerOptedIn: true });
    const store = await api.call<{ data: { preferredStore: { locationId: string } } }>(
      'GET',
      '/accountmanagement/api/preferred-store',
      { token: fresh },
    );
    expect(store.body.data.preferredStore.locationId).toBe('01400352');
  });

  it('after changing data and resetting, the demo data is back', async () => {
    const token = await api.signIn('riley@aisle.test');
    await api.call('POST', addresses, {
      token,
      body: {
        addressType: 'home',
        addressLine1: '1 Main St',
        city: 'Cincinnati',
        countryCode: 'US',
        stateCode: 'OH',
        zip: '45202',
      },
    });
    const reset = await api.call('POST', '/__test/reset');
    expect(reset.body).toEqual({ data: { seeded: { shoppers: 3, stores: 44, cards: 5 } } });
    const fresh = await api.signIn('riley@aisle.test');
    expect((await api.call<{ addresses: AddressRecord[] }>('GET', addresses, { token: fresh })).body.addresses).toEqual(
      [],
    );
  });
});

describe('given demo mode', () => {
  it('after calling any test route, answers 404 NOT_FOUND, and no fault can be injected', async () => {
    const demo = createApp({ db: api.db, mode: 'demo' });
    for (const [method, path] of [
      ['POST', '/__test/faults'],
      ['GET', '/__test/faults'],
      ['DELETE', '/__test/faults'],
      ['POST', '/__test/sessions/expire'],
      ['POST', '/__test/reset'],
      ['POST', '/__test/email-access'],
      ['POST', '/__test/sms/confirm'],
    ] as const) {
      const response = await demo.request(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? null : '{}',
      });
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorAnswer).errors.code).toBe('NOT_FOUND');
    }
  });
});
