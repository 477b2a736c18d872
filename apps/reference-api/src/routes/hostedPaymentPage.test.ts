import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutPaths } from '@aisle/contracts/checkout';
import { hostedPaymentPageTokenResponse, walletPaths } from '@aisle/contracts/wallet';
import { defaultRefreshTokenTtlSeconds, defaultTokenTtlSeconds } from '../app';
import { startSession, type IssuedTokens } from '../auth/sessions';
import { findShopperByEmail } from '../shoppers/shoppers';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { bankCardBody, cardToken, type CardAnswer, type CardsAnswer } from '../testing/walletTestSupport';

const tokenPath = walletPaths.hostedPaymentPageToken;
const profilePath = '/atlas/v1/customer-profile/v1/profile';
const hostedApp = { 'X-Application-Id': 'WEB HOSTED PAYMENT PAGE' };
const hostedOnly = 'This token is for the hosted payment page only: send X-Application-Id: WEB HOSTED PAYMENT PAGE.';
let api: TestApi;
let avery: string;

type TokenAnswer = { data: { payment: { accessToken: string; expiresAt: string; tokenType: string } } } & ErrorAnswer;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

const issue = (token: string | undefined, body?: unknown) => api.call<TokenAnswer>('POST', tokenPath, { token, body });

async function hostedToken(token = avery): Promise<string> {
  const answer = await issue(token);
  expect(answer.status).toBe(200);
  return answer.body.data.payment.accessToken;
}

/** Both tokens of a new session of Avery's, without the sign-in call (as api.signIn). */
async function averySession(): Promise<IssuedTokens> {
  const shopper = await findShopperByEmail(api.db, 'avery@aisle.test');
  if (!shopper) throw new Error('No Avery.');
  return startSession(api.db, shopper.id, api.clock.now, {
    accessSeconds: defaultTokenTtlSeconds,
    refreshSeconds: defaultRefreshTokenTtlSeconds,
  });
}

const listWallet = (token: string, headers: Record<string, string> = hostedApp) =>
  api.call<CardsAnswer>('GET', walletPaths.wallet, { token, headers });

describe('given a signed-in shopper asking for a hosted payment page token', () => {
  it('after asking with the session token, answers a new Bearer token living as long as an access token', async () => {
    const answer = await issue(avery);
    expect(answer.status).toBe(200);
    expect(hostedPaymentPageTokenResponse.safeParse(answer.body).success).toBe(true);
    const { accessToken, expiresAt, tokenType } = answer.body.data.payment;
    expect(tokenType).toBe('Bearer');
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(accessToken).not.toBe(avery);
    expect(expiresAt).toBe(new Date(api.clock.now.getTime() + defaultTokenTtlSeconds * 1000).toISOString());
    expect(answer.headers.get('Cache-Control')).toMatch(/no-store/);
  });

  it('after asking with an empty JSON body, answers 200 as without one', async () => {
    expect((await issue(avery, {})).status).toBe(200);
  });

  it('after asking without a token, answers 401 UNAUTHORIZED', async () => {
    const answer = await issue(undefined);
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after asking with a hosted payment page token, even with its app header, answers 401 UNAUTHORIZED', async () => {
    const hosted = await hostedToken();
    const answer = await api.call<ErrorAnswer>('POST', tokenPath, { token: hosted, headers: hostedApp });
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after asking twice at once, answers two tokens that both work', async () => {
    const [first, second] = await Promise.all([issue(avery), issue(avery)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const tokens = [first.body.data.payment.accessToken, second.body.data.payment.accessToken];
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect((await listWallet(token)).status).toBe(200);
  });

  it('after asking again and again, keeps the session’s newest five: an older one is refused', async () => {
    const tokens: string[] = [];
    for (let asked = 0; asked < 7; asked += 1) {
      tokens.push(await hostedToken());
      api.clock.advance(1);
    }
    const statuses = [];
    for (const token of tokens) statuses.push((await listWallet(token)).status);
    expect(statuses).toEqual([401, 401, 200, 200, 200, 200, 200]);
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['an array', '[]'],
    ['null', 'null'],
    ['fields it does not take', JSON.stringify({ sessionId: 5, accessToken: ['x'], expiresAt: null })],
  ])('after a body of %s, ignores it and answers 200, never 500', async (_, body) => {
    expect((await issue(avery, body)).status).toBe(200);
  });

  it('after a body over 64 kB, answers 413 PAYLOAD_TOO_LARGE', async () => {
    const answer = await issue(avery, JSON.stringify({ padding: 'x'.repeat(70_000) }));
    expect(answer.status).toBe(413);
  });

  it.each([
    ['Bearer', 'Bearer'],
    ['Bearer x', 'Bearer x'],
    ['Bearer and 300 characters', `Bearer ${'a'.repeat(300)}`],
    ['Basic', 'Basic YXZlcnk6Z3JvY2VyaWVz'],
    ['Bearer a%00b', 'Bearer a%00b'],
  ])('after the Authorization header %s, answers 401 UNAUTHORIZED', async (_, authorization) => {
    const answer = await api.call<ErrorAnswer>('POST', tokenPath, { headers: { Authorization: authorization } });
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after the session token has expired, answers 401 TOKEN_EXPIRED', async () => {
    api.clock.advance(defaultTokenTtlSeconds);
    const answer = await issue(avery);
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('TOKEN_EXPIRED');
  });
});

describe('given a hosted payment page token', () => {
  it('after listing the wallet with the app header WEB HOSTED PAYMENT PAGE, answers Avery’s cards', async () => {
    const answer = await listWallet(await hostedToken());
    expect(answer.status).toBe(200);
    expect(answer.body.data.payment.cards.map((card) => card.lastFourPan)).toEqual(['1111', '4444', '0001', '0050']);
  });

  it('after sending the app header in another case and spacing, still answers', async () => {
    const answer = await listWallet(await hostedToken(), { 'X-Application-Id': '  web hosted  Payment page ' });
    expect(answer.status).toBe(200);
  });

  it('after making a payment intent with it, the wallet call naming that intent runs', async () => {
    const hosted = await hostedToken();
    const intent = await api.call<{ data: { payment: { paymentIntentId: string } } }>(
      'POST',
      walletPaths.paymentIntents,
      { token: hosted, headers: hostedApp },
    );
    expect(intent.status).toBe(201);
    const answer = await listWallet(hosted, {
      ...hostedApp,
      'X-Payment-Intent-Id': intent.body.data.payment.paymentIntentId,
    });
    expect(answer.status).toBe(200);
  });

  it('after adding a card through checkout’s card call with it, answers 201', async () => {
    const hosted = await hostedToken();
    const body = bankCardBody(await cardToken(api, '6011111111111117'));
    const answer = await api.call<CardAnswer>('POST', checkoutPaths.cards('clicklist'), {
      token: hosted,
      body,
      headers: hostedApp,
    });
    expect(answer.status).toBe(201);
  });

  it.each([
    ['CLICKLIST', { 'X-Application-Id': 'CLICKLIST' }],
    ['no app header', {}],
  ])(
    'after calling the wallet with %s, answers 401 UNAUTHORIZED: the token is for the hosted page only',
    async (_, headers) => {
      const answer = await api.call<ErrorAnswer>('GET', walletPaths.wallet, { token: await hostedToken(), headers });
      expect(answer.status).toBe(401);
      expect(answer.body.errors).toEqual({ code: 'UNAUTHORIZED', reason: hostedOnly });
    },
  );

  it.each([
    ['SHOP', 'SHOP'],
    ['WEB HOSTED PAYMENT PAGES', 'WEB HOSTED PAYMENT PAGES'],
    ['WEB-HOSTED-PAYMENT-PAGE', 'WEB-HOSTED-PAYMENT-PAGE'],
    ['of 5,000 characters', 'x'.repeat(5000)],
    ['ÉPICERIE', 'ÉPICERIE'],
  ])('after the app header %s, answers 401 UNAUTHORIZED, never 500', async (_, app) => {
    const answer = await listWallet(await hostedToken(), { 'X-Application-Id': app });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errors: { code: 'UNAUTHORIZED', reason: hostedOnly } });
  });

  it.each([
    ['the profile', 'GET', profilePath],
    ['a checkout', 'GET', checkoutPaths.checkout(randomUUID())],
    ['a new checkout', 'POST', checkoutPaths.checkouts],
    ['the purchases', 'GET', checkoutPaths.purchases],
    ['Get payment', 'GET', `${checkoutPaths.payments}?checkoutId=${randomUUID()}`],
  ])('after calling %s with it, answers 401 UNAUTHORIZED as for an unknown token', async (_, method, path) => {
    const answer = await api.call<ErrorAnswer>(method, path, { token: await hostedToken(), headers: hostedApp });
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual({
      code: 'UNAUTHORIZED',
      reason: 'The access token is not recognised. Sign in again.',
    });
  });

  it('after the session signs out, answers 401 UNAUTHORIZED', async () => {
    const hosted = await hostedToken();
    expect((await api.call('POST', '/auth/v1/sign-out', { token: avery })).status).toBe(200);
    const answer = await listWallet(hosted);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errors: { code: 'UNAUTHORIZED' } });
  });

  it('after its session is revoked for a reused refresh token, answers 401 UNAUTHORIZED; a refresh alone keeps it', async () => {
    const session = await averySession();
    const hosted = await hostedToken(session.accessToken);
    const refresh = () => api.call('POST', '/auth/v1/token/refresh', { body: { refreshToken: session.refreshToken } });
    expect((await refresh()).status).toBe(200);
    expect((await listWallet(hosted)).status).toBe(200);
    expect((await refresh()).status).toBe(401);
    const answer = await listWallet(hosted);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errors: { code: 'UNAUTHORIZED' } });
  });

  it('after its lifetime, answers 401 TOKEN_EXPIRED; a refreshed session gets a new one and the expired one is dropped', async () => {
    const session = await averySession();
    const hosted = await hostedToken(session.accessToken);
    api.clock.advance(defaultTokenTtlSeconds - 1);
    expect((await listWallet(hosted)).status).toBe(200);
    api.clock.advance(1);
    const expired = await listWallet(hosted);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ errors: { code: 'TOKEN_EXPIRED' } });
    expect(expired.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    // The wrong app is told first: a new token would be refused the same way.
    const wrongApp = await listWallet(hosted, { 'X-Application-Id': 'CLICKLIST' });
    expect(wrongApp.body).toMatchObject({ errors: { code: 'UNAUTHORIZED', reason: hostedOnly } });

    const refreshed = await api.call<{ data: IssuedTokens }>('POST', '/auth/v1/token/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    const renewed = await hostedToken(refreshed.body.data.accessToken);
    expect((await listWallet(renewed)).status).toBe(200);
    const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM hosted_payment_tokens');
    expect(rows[0]?.count).toBe(1);
  });

  it('after its session can no longer be refreshed, answers 401 UNAUTHORIZED rather than TOKEN_EXPIRED', async () => {
    const hosted = await hostedToken();
    api.clock.advance(defaultRefreshTokenTtlSeconds);
    const answer = await listWallet(hosted);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errors: { code: 'UNAUTHORIZED' } });
  });
});
