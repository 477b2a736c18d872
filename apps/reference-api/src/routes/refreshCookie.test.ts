import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultRefreshTokenTtlSeconds, defaultTokenTtlSeconds } from '../app';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

interface CookieTokens {
  data: { accessToken: string; refreshToken?: string; expiresAt: string; tokenType: string };
}

const profilePath = '/atlas/v1/customer-profile/v1/profile';
const cookieClient = { 'X-Refresh-Cookie': 'true' };
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const signIn = (path = '/auth/v1/sign-in') =>
  api.call<CookieTokens>('POST', path, {
    body: { email: 'avery@aisle.test', password: 'groceries' },
    headers: cookieClient,
  });

const refresh = (cookie: string | undefined, headers: Record<string, string> = cookieClient) =>
  api.call<CookieTokens & ErrorAnswer>('POST', '/auth/v1/token/refresh', {
    body: {},
    headers: { ...headers, ...(cookie && { Cookie: `aisle_refresh=${cookie}` }) },
  });

/** The Set-Cookie header of the named cookie. */
const setCookie = (headers: Headers, name = 'aisle_refresh') =>
  headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
/** The token a Set-Cookie header carries. */
const cookieValue = (headers: Headers, name = 'aisle_refresh') =>
  /^[^=]+=([^;]*)/.exec(setCookie(headers, name) ?? '')?.[1];

describe('given a browser client that asks for the refresh cookie', () => {
  it('after signing in, the refresh token is only in an HttpOnly, SameSite=Strict cookie for /auth/v1', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(200);
    expect(answer.body.data).not.toHaveProperty('refreshToken');
    expect(answer.body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie(answer.headers)).toBe(
      `aisle_refresh=${cookieValue(answer.headers)}; Max-Age=${defaultRefreshTokenTtlSeconds}; Path=/auth/v1; HttpOnly; SameSite=Strict`,
    );
    expect(cookieValue(answer.headers)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the access token also goes in an HttpOnly, SameSite=Strict page cookie that lives as long as it', async () => {
    const answer = await signIn();
    expect(setCookie(answer.headers, 'aisle_page')).toBe(
      `aisle_page=${answer.body.data.accessToken}; Max-Age=${defaultTokenTtlSeconds}; Path=/; HttpOnly; SameSite=Strict`,
    );
    const refreshed = await refresh(cookieValue(answer.headers));
    expect(cookieValue(refreshed.headers, 'aisle_page')).toBe(refreshed.body.data.accessToken);
  });

  it('no route takes the page cookie for the Authorization header: it only renders pages', async () => {
    const answer = await signIn();
    const withCookie = await api.call('GET', profilePath, {
      headers: { Cookie: `aisle_page=${cookieValue(answer.headers, 'aisle_page')}` },
    });
    expect(withCookie.status).toBe(401);
  });

  it('over https the cookie is also Secure', async () => {
    const answer = await signIn('https://shop.example/auth/v1/sign-in');
    expect(setCookie(answer.headers)).toMatch(/; Secure; SameSite=Strict$/);
    expect(setCookie(answer.headers, 'aisle_page')).toMatch(/; Secure; SameSite=Strict$/);
  });

  it('after a refresh with the cookie, answers a new access token and a new cookie, never the token in the body', async () => {
    const first = await signIn();
    const refreshed = await refresh(cookieValue(first.headers));
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).not.toHaveProperty('refreshToken');
    expect(cookieValue(refreshed.headers)).not.toBe(cookieValue(first.headers));
    expect((await api.call('GET', profilePath, { token: refreshed.body.data.accessToken })).status).toBe(200);
  });

  it('after the rotated-out cookie comes back, refuses it, clears the cookie and revokes the session', async () => {
    const first = await signIn();
    const current = await refresh(cookieValue(first.headers));
    const reused = await refresh(cookieValue(first.headers));
    expect(reused.status).toBe(401);
    expect(reused.body.errors.code).toBe('REFRESH_TOKEN_REUSED');
    expect(setCookie(reused.headers)).toMatch(/^aisle_refresh=; Max-Age=0; Path=\/auth\/v1/);
    expect(setCookie(reused.headers, 'aisle_page')).toMatch(/^aisle_page=; Max-Age=0; Path=\//);
    expect((await refresh(cookieValue(current.headers))).body.errors.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('without the cookie, a refresh answers 401 INVALID_REFRESH_TOKEN', async () => {
    const answer = await refresh(undefined);
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('without the header, the cookie is not read: a cross-site form cannot refresh with it', async () => {
    const first = await signIn();
    const answer = await refresh(cookieValue(first.headers), {});
    expect(answer.status).toBe(400);
    expect(answer.body.errors.details).toEqual([{ field: 'refreshToken', message: 'refreshToken is required' }]);
  });

  it('after signing out with only the cookie (a reloaded page), the session ends and the cookie is cleared', async () => {
    const first = await signIn();
    const out = await api.call('POST', '/auth/v1/sign-out', {
      headers: { ...cookieClient, Cookie: `aisle_refresh=${cookieValue(first.headers)}` },
    });
    expect(out.status).toBe(200);
    expect(setCookie(out.headers)).toMatch(/^aisle_refresh=; Max-Age=0; Path=\/auth\/v1/);
    expect(setCookie(out.headers, 'aisle_page')).toMatch(/^aisle_page=; Max-Age=0; Path=\//);
    expect((await api.call('GET', profilePath, { token: first.body.data.accessToken })).status).toBe(401);
    expect((await refresh(cookieValue(first.headers))).status).toBe(401);
  });
});

describe('given production mode', () => {
  it('the cookie is Secure even on plain http: a proxy in front speaks https', async () => {
    const production = await createTestApi({ mode: 'production' });
    const answer = await production.call('POST', '/auth/v1/sign-in', {
      body: { email: 'avery@aisle.test', password: 'groceries' },
      headers: cookieClient,
    });
    await production.close();
    expect(setCookie(answer.headers)).toMatch(/; Secure; SameSite=Strict$/);
    expect(setCookie(answer.headers, 'aisle_page')).toMatch(/; Secure; SameSite=Strict$/);
  });
});
