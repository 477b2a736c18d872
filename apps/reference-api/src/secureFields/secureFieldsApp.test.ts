import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/Database';
import { seed } from '../seed/seed';
import { openTestDatabase } from '../testing/testDatabase';
import { createSecureFieldsApp, maxTokenBodyBytes } from './secureFieldsApp';
import { testCards } from './testCards';
import { openPin, pinEntryTtlMs } from './pinEntry';
import { spendCardToken } from './vault';

const storefront = 'http://127.0.0.1:3000';
const self = 'http://127.0.0.1:3001';
const now = new Date('2026-03-02T15:00:00.000Z');
let db: Database;
let app: ReturnType<typeof createSecureFieldsApp>;

beforeAll(async () => {
  db = await openTestDatabase();
  app = createSecureFieldsApp({
    db,
    now: () => now,
    allowedParentOrigins: [storefront, 'http://127.0.0.1:6006', 'http://localhost:6006'],
  });
}, 60_000);
afterAll(() => db.close());
afterEach(() => vi.restoreAllMocks());

const frame = (page: string, parentOrigin?: string) =>
  app.request(
    `${self}/frames/${page}${parentOrigin === undefined ? '' : `?parentOrigin=${encodeURIComponent(parentOrigin)}`}`,
  );

const post = (path: string, body: unknown, origin = self) =>
  app.request(`${self}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });

interface ErrorAnswer {
  errors: { code: string; reason: string };
}

const card = (overrides: Record<string, string> = {}) => ({
  kind: 'card',
  pan: testCards.VISA,
  month: '06',
  year: '2031',
  cvv: '123',
  ...overrides,
});

describe('given a frame page asked for by an allowed parent', () => {
  it.each(['payment', 'cvv', 'pin'])(
    'serves /frames/%s with a strict CSP naming only the allowed parents',
    async (page) => {
      const response = await frame(page, storefront);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const csp = response.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("form-action 'none'");
      expect(csp).toContain('frame-ancestors http://127.0.0.1:3000 http://127.0.0.1:6006 http://localhost:6006');
      expect(csp).not.toContain('unsafe-inline');
      const html = await response.text();
      // Every executable script and style carries this response's nonce; the config is inert JSON.
      expect(html.match(/<script nonce="[^"]+">/g)).toEqual([`<script nonce="${nonce}">`]);
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).toContain('"parentOrigin":"http://127.0.0.1:3000"');
    },
  );

  it('gives each answer a fresh nonce', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await frame('cvv', storefront)).headers.get('content-security-policy') ?? '')?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('offers the card number, months 01–12, this year and the ten after it, and the CVV on the payment page', async () => {
    const html = await (await frame('payment', storefront)).text();
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('autocomplete="cc-csc"');
    const monthSelect = /<select id="month"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
    expect([...monthSelect.matchAll(/value="(\d+)"/g)].map((match) => match[1])).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    const yearSelect = /<select id="year"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
    const years = [...yearSelect.matchAll(/value="(\d+)"/g)].map((match) => match[1]);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2036');
  });

  it('masks the PIN and takes at most 4 digits', async () => {
    const html = await (await frame('pin', 'http://localhost:6006')).text();
    expect(html).toMatch(/<input id="pin"[^>]*type="password"[^>]*maxlength="4"/);
    expect(html).toContain('Enter Your SNAP EBT PIN');
  });
});

describe('given a frame page asked for by any other parent', () => {
  it.each([
    ['none', undefined],
    ['an unknown origin', 'https://evil.example'],
    ['a path, not an origin', 'http://127.0.0.1:3000/'],
    ['another port', 'http://127.0.0.1:3002'],
    ['garbage', 'javascript:alert(1)'],
  ])('answers 400 for %s, and may not be framed at all', async (_, parentOrigin) => {
    const response = await frame('payment', parentOrigin);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).not.toContain('<script');
  });

  it('answers 404 for a page it does not have, which may not be framed either', async () => {
    const response = await frame('month-edit', storefront);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('POST /tokens, a card', () => {
  it('answers the checkoutId and what a receipt may show, and keeps only that and a fingerprint', async () => {
    const response = await post('/tokens', card({ pan: '4111 1111 1111 1111' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as Record<string, string>;
    expect(answer).toEqual({
      checkoutId: expect.stringMatching(/^[\w-]{43}$/),
      brand: 'VISA',
      cardFirstSix: '411111',
      lastFour: '1111',
      expirationMonth: '06',
      expirationYear: '2031',
    });
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM card_tokens');
    expect(JSON.stringify(rows)).not.toContain(testCards.VISA);
    expect(JSON.stringify(rows)).not.toContain('"123"');
    const spent = await spendCardToken(db, answer.checkoutId ?? '', 'card', now);
    expect(spent).toMatchObject({ kind: 'card', brand: 'VISA', firstSix: '411111', lastFour: '1111' });
  });

  it('names the brand from the first digits and wants an Amex CVV of 4 digits', async () => {
    const amex = await post('/tokens', card({ pan: testCards.AMEX, cvv: '1234' }));
    expect(((await amex.json()) as { brand: string }).brand).toBe('AMEX');
    const short = await post('/tokens', card({ pan: testCards.AMEX, cvv: '123' }));
    expect(((await short.json()) as ErrorAnswer).errors).toEqual({ code: '881', reason: 'CVV too short.' });
  });

  it.each([
    ['871', 'Card number too short.', { pan: '41111111111' }],
    ['872', 'Card number too long.', { pan: '41111111111111111111' }],
    ['873', 'Card number not numeric.', { pan: '4111a11111111111' }],
    ['874', 'Please enter a valid credit or debit card.', { pan: '4111111111111112' }],
    ['876', 'Please enter a valid credit or debit card.', { pan: '9111111111111111' }],
    ['881', 'CVV too short.', { cvv: '12' }],
    ['882', 'CVV too long.', { cvv: '1234' }],
    ['881', 'Invalid CVV.', { cvv: '12a' }],
    ['800', 'Invalid card information.', { month: '02', year: '2026' }],
    ['800', 'Invalid card information.', { month: '' }],
  ])('answers 400 %s %j for %j', async (code, reason, overrides) => {
    const response = await post('/tokens', card(overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).errors).toEqual({ code, reason });
  });

  it('answers a malformed request with the generic 800', async () => {
    for (const body of [{ kind: 'bank' }, [], 'x', { kind: 'card' }]) {
      const response = await post('/tokens', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer).errors.code).toMatch(/^8\d\d$/);
    }
    const notJson = await app.request(`${self}/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: self },
      body: `{"pan":"${testCards.VISA}"`,
    });
    expect(((await notJson.json()) as ErrorAnswer).errors.code).toBe('800');
  });

  it('answers a body over 4 kB with the generic 800 and closes the connection, the rest unread', async () => {
    const response = await post('/tokens', { ...card(), padding: 'x'.repeat(maxTokenBodyBytes) });
    expect(response.status).toBe(400);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as ErrorAnswer).errors.code).toBe('800');
  });

  it('refuses a call from another origin, the host page’s included', async () => {
    for (const origin of [storefront, 'https://evil.example', '']) {
      const response = await post('/tokens', card(), origin);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('never logs the card number or the CVV, even when something fails', async () => {
    const logged = (['error', 'log', 'warn'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    vi.spyOn(db, 'query').mockRejectedValueOnce(new Error(`insert failed for ${testCards.VISA}`));
    const response = await post('/tokens', card());
    expect(response.status).toBe(500);
    const text = JSON.stringify(logged.flatMap((spy) => spy.mock.calls));
    expect(text).not.toContain(testCards.VISA);
    expect(text).not.toContain('insert failed');
  });
});

describe('POST /tokens, a CVV alone (edit card)', () => {
  it('answers only a checkoutId, spendable as a cvv token', async () => {
    const response = await post('/tokens', { kind: 'cvv', cvv: '123' });
    const answer = (await response.json()) as Record<string, string>;
    expect(Object.keys(answer)).toEqual(['checkoutId']);
    expect(await spendCardToken(db, answer.checkoutId ?? '', 'cvv', now)).toMatchObject({ kind: 'cvv', brand: null });
  });

  it('takes 3 or 4 digits, or exactly the named brand’s length', async () => {
    expect((await post('/tokens', { kind: 'cvv', cvv: '1234' })).status).toBe(200);
    const codeOf = async (body: unknown) => ((await (await post('/tokens', body)).json()) as ErrorAnswer).errors.code;
    expect(await codeOf({ kind: 'cvv', cvv: '12' })).toBe('881');
    expect(await codeOf({ kind: 'cvv', cvv: '12345' })).toBe('882');
    expect(await codeOf({ kind: 'cvv', cvv: '1234', brand: 'VISA' })).toBe('882');
    expect(await codeOf({ kind: 'cvv', cvv: '123', brand: 'AMEX' })).toBe('881');
  });
});

describe('POST /pin', () => {
  let ebt: { id: string; shopper_id: string; payment_gram: string };
  beforeAll(async () => {
    await seed(db, now);
    const { rows } = await db.query<typeof ebt>(
      "SELECT id, shopper_id, payment_gram FROM wallet_cards WHERE card_type = 'EBT_CARD'",
    );
    ebt = rows[0] as typeof ebt;
  });

  const pinOf = async (body: unknown) =>
    ((await (await post('/pin', body)).json()) as { encryptedPin: string }).encryptedPin;

  it('answers an encryptedPin sealed for the named card and its shopper, for 5 minutes, different every time', async () => {
    const first = await pinOf({ pin: '4321', paymentGram: ebt.payment_gram });
    const second = await pinOf({ pin: '4321', paymentGram: ebt.payment_gram });
    const opened = openPin(first);
    expect(opened).toMatchObject({ pin: '4321', shopperId: ebt.shopper_id, cardId: ebt.id });
    expect(opened?.expiresAt).toEqual(new Date(now.getTime() + pinEntryTtlMs));
    expect(second).not.toBe(first);
    expect(openPin(second)?.nonce).not.toBe(opened?.nonce);
  });

  it.each(['123', '12345', 'abcd', ''])('refuses %j with 893', async (pin) => {
    const response = await post('/pin', { pin, paymentGram: ebt.payment_gram });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).errors).toEqual({
      code: '893',
      reason: 'Invalid PIN, please try again.',
    });
  });

  it('seals nothing without a SNAP EBT card to bind it to: no paymentGram, an unknown one, a gift card’s (800)', async () => {
    const { rows } = await db.query<{ payment_gram: string }>(
      "SELECT payment_gram FROM wallet_cards WHERE card_type = 'GIFT_CARD'",
    );
    for (const paymentGram of [undefined, '', 'no-such-gram', '%%%', rows[0]?.payment_gram, 42]) {
      const response = await post('/pin', { pin: '1234', paymentGram });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer & { encryptedPin?: string }).errors).toEqual({
        code: '800',
        reason: 'Invalid card information.',
      });
    }
  });

  it('refuses a call from another origin', async () => {
    expect((await post('/pin', { pin: '1234', paymentGram: ebt.payment_gram }, storefront)).status).toBe(403);
  });
});
