import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/apiError';
import type { Queryable } from '../db/Database';
import { serverKey } from '../secrets/serverKeys';
import { maxEncryptedPinLength, openPin, pinEntryTtlMs, sealPin, spendPinEntry, type PinEntry } from './pinEntry';

const now = new Date('2026-03-02T15:00:00.000Z');
const binding = { shopperId: '5f0b8f2e-6a55-4c1e-9d6b-3f1f4f1f0a01', cardId: '9a4b6c1d-2e3f-4a5b-8c7d-1e2f3a4b5c6d' };

/** Every byte of the sealed entry, one at a time, flipped. */
function* flipped(encrypted: string) {
  const bytes = Buffer.from(encrypted, 'base64url');
  for (let index = 0; index < bytes.length; index += 1) {
    const copy = Buffer.from(bytes);
    copy[index] = (copy[index] ?? 0) ^ 0x01;
    yield copy.toString('base64url');
  }
}

describe('sealPin and openPin', () => {
  it('seal the PIN with its card, shopper, a fresh nonce and an expiry 5 minutes on', () => {
    const sealed = sealPin('1234', binding, now);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed.length).toBeLessThan(maxEncryptedPinLength);
    expect(sealed).not.toContain('1234');
    const opened = openPin(sealed);
    expect(opened).toEqual({
      pin: '1234',
      ...binding,
      nonce: expect.stringMatching(/^[\w-]{22}$/) as unknown,
      expiresAt: new Date(now.getTime() + 5 * 60 * 1000),
    });
    expect(pinEntryTtlMs).toBe(300_000);
  });

  it('never seal the same PIN twice alike', () => {
    const [first, second] = [sealPin('1234', binding, now), sealPin('1234', binding, now)];
    expect(first).not.toBe(second);
    expect(openPin(first)?.nonce).not.toBe(openPin(second)?.nonce);
  });

  it('open nothing that was changed anywhere: the GCM tag covers the iv, the claims and the tag itself', () => {
    const sealed = sealPin('1234', binding, now);
    for (const changed of flipped(sealed)) expect(openPin(changed)).toBeUndefined();
    expect(openPin(sealed.slice(0, -1))).toBeUndefined();
    expect(openPin(`${sealed}AA`)).toBeUndefined();
  });

  it('open nothing sealed under another key, or encrypted under this key without the PIN entry’s associated data', () => {
    expect(openPin(sealPin('1234', binding, now, randomBytes(32)))).toBeUndefined();
    // The PIN widget's first format: the PIN alone, bound to nothing.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', serverKey('pin'), iv);
    const body = Buffer.concat([cipher.update('1234', 'utf8'), cipher.final()]);
    expect(openPin(Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'))).toBeUndefined();
  });

  it('open nothing that is not base64url of an entry, or is too long', () => {
    for (const text of ['', '%%%', 'not encrypted', 'A'.repeat(40), 'A'.repeat(maxEncryptedPinLength + 1)]) {
      expect(openPin(text)).toBeUndefined();
    }
  });

  it('open no entry whose claims are not a 4-digit PIN with its ids, nonce and expiry', () => {
    const sealClaims = (claims: unknown) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', serverKey('pin'), iv);
      cipher.setAAD(Buffer.from('aisle-secure-fields:encryptedPin:v2', 'utf8'));
      const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    };
    const good = { p: '1234', s: binding.shopperId, c: binding.cardId, n: 'n'.repeat(22), e: now.getTime() };
    expect(openPin(sealClaims(good))?.pin).toBe('1234');
    for (const bad of [
      null,
      [],
      'text',
      { ...good, p: '12345' },
      { ...good, p: 1234 },
      { ...good, s: undefined },
      { ...good, c: 'a b' },
      { ...good, n: 'short' },
      { ...good, e: '1772463600000' },
      { ...good, e: 1.5 },
    ]) {
      expect(openPin(sealClaims(bad))).toBeUndefined();
    }
  });
});

/** A transaction that remembers nonces as the table does. */
function fakeTx() {
  const spent = new Set<string>();
  const statements: string[] = [];
  const tx: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      statements.push(sql.trim().split(/\s+/)[0] ?? '');
      if (!sql.startsWith('INSERT')) return { rows: [] as T[] };
      const nonce = String(params[0]);
      if (spent.has(nonce)) return { rows: [] as T[] };
      spent.add(nonce);
      return { rows: [{ nonce }] as T[] };
    },
    exec: () => Promise.resolve(),
  };
  return { tx, statements };
}

const refusalOf = async (run: Promise<void>) => {
  try {
    await run;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code };
    throw error;
  }
  return undefined;
};

describe('spendPinEntry', () => {
  const entry = (): PinEntry => {
    const opened = openPin(sealPin('1234', binding, now));
    if (!opened) throw new Error('The entry did not open.');
    return opened;
  };

  it('accepts an entry once, for its shopper and card, before it expires', async () => {
    const { tx } = fakeTx();
    const one = entry();
    expect(await refusalOf(spendPinEntry(tx, one, binding, now))).toBeUndefined();
    expect(await refusalOf(spendPinEntry(tx, one, binding, now))).toEqual({ status: 422, code: 'PIN_ALREADY_USED' });
    expect(await refusalOf(spendPinEntry(tx, entry(), binding, now))).toBeUndefined();
  });

  it('refuses it at its expiry, for another shopper or another card, without writing anything', async () => {
    const { tx, statements } = fakeTx();
    const expired = new Date(now.getTime() + pinEntryTtlMs);
    expect(await refusalOf(spendPinEntry(tx, entry(), binding, expired))).toEqual({
      status: 422,
      code: 'PIN_EXPIRED',
    });
    expect(await refusalOf(spendPinEntry(tx, entry(), { ...binding, shopperId: 'someone-else' }, now))).toEqual({
      status: 422,
      code: 'PIN_OTHER_SHOPPER',
    });
    expect(await refusalOf(spendPinEntry(tx, entry(), { ...binding, cardId: 'another-card' }, now))).toEqual({
      status: 422,
      code: 'PIN_OTHER_CARD',
    });
    expect(statements).toEqual([]);
  });
});
