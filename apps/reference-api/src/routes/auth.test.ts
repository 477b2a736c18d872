import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { refreshReuseSeconds } from '../auth/sessions';

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
    api.clock.advance(refreshReuseSeconds + 1);
    const reused = await api.call<ErrorAnswer>('POST', '/auth/v1/token/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.errors.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('a page that reloaded before storing its new pair can refresh once more with the old token, within 30 s of the rotation only', async () => {
    const first = (await signIn('avery@aisle.test', 'groceries')).body.data;
    const refresh = (refreshToken: string) =>
      api.call<Tokens>('POST', '/auth/v1/token/refresh', { body: { refreshToken } });

    const lost = (await refresh(first.refreshToken)).body.data;
    api.clock.advance(refreshReuseSeconds - 5);
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(200);
    // The pair that was never stored is the one retired; the pair issued now is the live one.
    expect((await api.call('GET', profilePath, { token: lost.accessToken })).status).toBe(401);
    expect((await api.call('GET', profilePath, { token: again.body.data.accessToken })).status).toBe(200);

    // Reuse did not extend the window: ten seconds on, the first token is dead for good.
    api.clock.advance(10);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(again.body.data.refreshToken)).status).toBe(200);
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
