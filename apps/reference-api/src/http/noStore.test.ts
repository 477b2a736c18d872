import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
let avery: string;

beforeAll(async () => {
  api = await createTestApi();
  avery = await api.signIn('avery@aisle.test');
});
afterAll(() => api.close());

describe('given any answer of the services', () => {
  it.each([
    ['the profile', 'GET', '/atlas/v1/customer-profile/v1/profile'],
    ['the address book', 'GET', '/atlas/v1/customer-profile/v1/addresses'],
    ['the wallet', 'GET', '/payment/v2/wallet'],
    ['the preferred store', 'GET', '/accountmanagement/api/preferred-store'],
    ['an unknown route', 'GET', '/atlas/v1/nothing'],
  ])('after reading %s signed in, tells every cache not to store it', async (_, method, path) => {
    const answer = await api.call(method, path, { token: avery });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('after a sign-in, its tokens are not stored either', async () => {
    const answer = await api.call('POST', '/auth/v1/sign-in', {
      body: { email: 'avery@aisle.test', password: 'groceries' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('after a call without a live token, the 401 is not stored', async () => {
    const answer = await api.call('GET', '/atlas/v1/customer-profile/v1/profile');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
