import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

interface Tokens {
  data: { accessToken: string; refreshToken: string; expiresAt: string; tokenType: string };
}

const profilePath = '/atlas/v1/customer-profile/v1/profile';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ tokenTtlSeconds: 600 });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const signIn = (email: string, password: string) =>
  api.call<Tokens & ErrorAnswer>('POST', '/auth/v1/sign-in', { body: { email, password } });

describe('given a demo shopper', () => {
  it('after signing in with the right password, answers bearer tokens that expire after the configured TTL', async () => {
    const answer = await signIn('avery@aisle.test', 'groceries');
    expect(answer.status).toBe(200);
    expect(answer.body.data.tokenType).toBe('Bearer');
    expect(answer.body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.data.expiresAt).toBe(new Date(api.clock.now.getTime() + 600_000).toISOString());
  });

  it('after signing in with the e-mail in another case and padded, still signs in', async () => {
    expect((await signIn('  AVERY@Aisle.Test ', 'groceries')).status).toBe(200);
  });

  it.each([
    ['a wrong password', 'avery@aisle.test', 'vegetables'],
    ['an unknown e-mail', 'nobody@aisle.test', 'groceries'],
    ['the password in another case', 'avery@aisle.test', 'GROCERIES'],
  ])('after signing in with %s, answers 401 INVALID_CREDENTIALS', async (_, email, password) => {
    const answer = await signIn(email, password);
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('INVALID_CREDENTIALS');
    expect(answer.body).not.toHaveProperty('data');
  });
});

describe('given a signed-in shopper', () => {
  it('after the access token expires, answers 401 TOKEN_EXPIRED; after a refresh, the new token works and the old one is revoked', async () => {
    const first = (await signIn('avery@aisle.test', 'groceries')).body.data;
    expect((await api.call('GET', profilePath, { token: first.accessToken })).status).toBe(200);

    api.clock.advance(601);
    const expired = await api.call<ErrorAnswer>('GET', profilePath, { token: first.accessToken });
    expect(expired.status).toBe(401);
    expect(expired.body.errors.code).toBe('TOKEN_EXPIRED');
    expect(expired.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);

    const refreshed = await api.call<Tokens>('POST', '/auth/v1/token/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.accessToken).not.toBe(first.accessToken);
    expect(refreshed.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await api.call('GET', profilePath, { token: refreshed.body.data.accessToken })).status).toBe(200);

    const old = await api.call<ErrorAnswer>('GET', profilePath, { token: first.accessToken });
    expect(old.body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after a rotated-out refresh token comes back, even at once, refuses it and revokes its whole session', async () => {
    const first = (await signIn('avery@aisle.test', 'groceries')).body.data;
    const refresh = (refreshToken: string) =>
      api.call<Tokens & ErrorAnswer>('POST', '/auth/v1/token/refresh', { body: { refreshToken } });
    const current = (await refresh(first.refreshToken)).body.data;

    const reused = await refresh(first.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.errors.code).toBe('REFRESH_TOKEN_REUSED');
    // Whoever held the newer pair is signed out too: one of the two holders is not the shopper.
    expect((await api.call('GET', profilePath, { token: current.accessToken })).status).toBe(401);
    const latest = await refresh(current.refreshToken);
    expect(latest.status).toBe(401);
    expect(latest.body.errors.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it("after a reuse revokes one session, the shopper's other sessions keep working", async () => {
    const laptop = (await signIn('avery@aisle.test', 'groceries')).body.data;
    const phone = (await signIn('avery@aisle.test', 'groceries')).body.data;
    await api.call('POST', '/auth/v1/token/refresh', { body: { refreshToken: laptop.refreshToken } });
    await api.call('POST', '/auth/v1/token/refresh', { body: { refreshToken: laptop.refreshToken } });
    expect((await api.call('GET', profilePath, { token: phone.accessToken })).status).toBe(200);
    const renewed = await api.call('POST', '/auth/v1/token/refresh', { body: { refreshToken: phone.refreshToken } });
    expect(renewed.status).toBe(200);
  });

  it('after several rotations, only the newest refresh token works, and any older one revokes the session', async () => {
    const first = (await signIn('avery@aisle.test', 'groceries')).body.data;
    const refresh = (refreshToken: string) =>
      api.call<Tokens & ErrorAnswer>('POST', '/auth/v1/token/refresh', { body: { refreshToken } });
    const second = (await refresh(first.refreshToken)).body.data;
    const third = (await refresh(second.refreshToken)).body.data;
    expect((await api.call('GET', profilePath, { token: third.accessToken })).status).toBe(200);

    expect((await refresh(first.refreshToken)).body.errors.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(third.refreshToken)).status).toBe(401);
  });

  it('after the refresh token outlives its 7 days, refreshing answers 401 INVALID_REFRESH_TOKEN', async () => {
    const { refreshToken } = (await signIn('avery@aisle.test', 'groceries')).body.data;
    api.clock.advance(7 * 24 * 60 * 60 + 1);
    const answer = await api.call<ErrorAnswer>('POST', '/auth/v1/token/refresh', { body: { refreshToken } });
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('after signing out, the token is refused, and signing out again still answers 200', async () => {
    const token = await api.signIn('avery@aisle.test');
    const out = await api.call('POST', '/auth/v1/sign-out', { token });
    expect(out).toMatchObject({ status: 200, body: { data: { signedOut: true } } });
    const after = await api.call<ErrorAnswer>('GET', profilePath, { token });
    expect(after.body.errors.code).toBe('UNAUTHORIZED');
    expect((await api.call('POST', '/auth/v1/sign-out', { token })).status).toBe(200);
  });

  it('after two sign-ins, each session has its own token and signing one out leaves the other', async () => {
    const laptop = await api.signIn('avery@aisle.test');
    const phone = await api.signIn('avery@aisle.test');
    await api.call('POST', '/auth/v1/sign-out', { token: laptop });
    expect((await api.call('GET', profilePath, { token: phone })).status).toBe(200);
  });
});

describe('given a customer route', () => {
  it.each([
    ['no Authorization header', undefined],
    ['another scheme', 'Basic YXZlcnk6Z3JvY2VyaWVz'],
    ['an empty bearer', 'Bearer '],
    ['a token nobody issued', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a token with odd characters', 'Bearer <script>alert(1)</script>'],
    ['a very long token', `Bearer ${'x'.repeat(5000)}`],
  ])('after a call with %s, answers 401 UNAUTHORIZED', async (_, authorization) => {
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    const answer = await api.call<ErrorAnswer>('GET', profilePath, { headers });
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after signing out without a token, answers 401 UNAUTHORIZED', async () => {
    const answer = await api.call<ErrorAnswer>('POST', '/auth/v1/sign-out');
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });
});
