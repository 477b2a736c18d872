import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSignInThrottle, type SignInThrottleSettings } from '../auth/signInThrottle';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

// Every test checks scrypt passwords six to sixty times: seconds of work on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

let api: TestApi;

// The default rules, but fewer free failures per client address: each failure is a scrypt check,
// and the address rule works the same at 8 as at 50 (the defaults themselves are pinned below).
const throttle: SignInThrottleSettings = {
  ...defaultSignInThrottle,
  address: { ...defaultSignInThrottle.address, freeFailures: 8 },
};

beforeAll(async () => {
  api = await createTestApi({ signInThrottle: throttle });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const accountFree = throttle.account.freeFailures;
const addressFree = throttle.address.freeFailures;

it('by default, 5 failures are free per account and 50 per client address, then 1 s doubling to 15 min', () => {
  expect(defaultSignInThrottle).toEqual({
    account: { freeFailures: 5, firstWaitSeconds: 1, maxWaitSeconds: 900, forgetAfterSeconds: 3600 },
    address: { freeFailures: 50, firstWaitSeconds: 1, maxWaitSeconds: 900, forgetAfterSeconds: 3600 },
  });
});

const signIn = (email: string, password: string, clientAddress = '198.51.100.7') =>
  api.call<ErrorAnswer>('POST', '/auth/v1/sign-in', { body: { email, password }, clientAddress });

async function failTimes(times: number, email = 'avery@aisle.test', clientAddress?: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await signIn(email, 'wrong', clientAddress)).status).toBe(401);
  }
}

describe('given wrong passwords for one account', () => {
  it('after the free failures, the next sign-in, right password included, answers 429 with Retry-After', async () => {
    await failTimes(accountFree + 1);
    const answer = await signIn('avery@aisle.test', 'groceries');
    expect(answer.status).toBe(429);
    expect(answer.body.errors).toEqual({
      code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      reason: 'Too many failed sign-ins. Try again in 1 second.',
    });
    expect(answer.headers.get('Retry-After')).toBe('1');
  });

  it('after each further failure, the wait doubles; once it has passed, the right password signs in', async () => {
    await failTimes(accountFree + 1);
    api.clock.advance(1);
    await failTimes(1);
    expect((await signIn('avery@aisle.test', 'groceries')).headers.get('Retry-After')).toBe('2');
    api.clock.advance(2);
    await failTimes(1);
    expect((await signIn('avery@aisle.test', 'groceries')).headers.get('Retry-After')).toBe('4');
    api.clock.advance(4);
    expect((await signIn('avery@aisle.test', 'groceries')).status).toBe(200);
  });

  it('after fifty rapid tries, most are refused unchecked and the wait never passes the cap', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) statuses.push((await signIn('avery@aisle.test', 'wrong')).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(accountFree + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - accountFree - 1);
    for (let round = 0; round < 20; round += 1) {
      api.clock.advance(Number((await signIn('avery@aisle.test', 'wrong')).headers.get('Retry-After') ?? 0));
      await signIn('avery@aisle.test', 'wrong');
    }
    const capped = await signIn('avery@aisle.test', 'groceries');
    expect(Number(capped.headers.get('Retry-After'))).toBe(throttle.account.maxWaitSeconds);
  });

  it('other accounts from another address sign in as usual meanwhile', async () => {
    await failTimes(accountFree + 1);
    expect((await signIn('morgan@aisle.test', 'groceries', '203.0.113.9')).status).toBe(200);
  });

  it('an unknown e-mail is throttled the same way: a 429 tells nothing about which accounts exist', async () => {
    await failTimes(accountFree + 1, 'nobody@aisle.test');
    const answer = await signIn('NOBODY@aisle.test ', 'groceries');
    expect(answer.status).toBe(429);
    expect(answer.body.errors.code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
  });

  it('after a right password within the free failures, the count starts afresh', async () => {
    await failTimes(accountFree);
    expect((await signIn('avery@aisle.test', 'groceries')).status).toBe(200);
    // From a second address: a success clears the account's count, not the first address's.
    await failTimes(accountFree, 'avery@aisle.test', '198.51.100.8');
    expect((await signIn('avery@aisle.test', 'groceries', '198.51.100.8')).status).toBe(200);
  });

  it('after an hour without failures, they are forgotten', async () => {
    await failTimes(accountFree + 1);
    api.clock.advance(throttle.account.forgetAfterSeconds);
    await failTimes(accountFree);
    expect((await signIn('avery@aisle.test', 'groceries')).status).toBe(200);
  });
});

describe('given one client address trying many accounts', () => {
  it('after its free failures, that address waits for every account, and other addresses do not', async () => {
    const emails = Array.from({ length: addressFree + 1 }, (_, index) => `guess${index}@aisle.test`);
    for (const email of emails) expect((await signIn(email, 'wrong')).status).toBe(401);
    const blocked = await signIn('morgan@aisle.test', 'groceries');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('1');
    expect((await signIn('morgan@aisle.test', 'groceries', '203.0.113.9')).status).toBe(200);
  });

  it('successes never count: signing in again and again is not slowed', async () => {
    for (let attempt = 0; attempt < addressFree + accountFree + 2; attempt += 1) {
      expect((await signIn('riley@aisle.test', 'groceries')).status).toBe(200);
    }
  });

  it('IPv6 addresses of one /64 count as one client', async () => {
    const emails = Array.from({ length: addressFree + 1 }, (_, index) => `guess${index}@aisle.test`);
    for (const [index, email] of emails.entries()) await signIn(email, 'wrong', `2001:db8:0:1::${index.toString(16)}`);
    expect((await signIn('morgan@aisle.test', 'groceries', '2001:0db8:0000:0001:ffff::1')).status).toBe(429);
    expect((await signIn('morgan@aisle.test', 'groceries', '2001:db8:0:2::1')).status).toBe(200);
  });
});

describe('given the test reset', () => {
  it('after a reset, the throttle starts afresh', async () => {
    await failTimes(accountFree + 1);
    await api.call('POST', '/__test/reset');
    expect((await signIn('avery@aisle.test', 'groceries')).status).toBe(200);
  });
});
