import type { PromiseV4 } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { isExpired, isStoredPromiseValid, readStoredPromise, toStoredPromise } from './storePromise';

const promise: PromiseV4 = {
  id: '00000000-0000-4000-9000-000000000001',
  modalityType: 'DELIVERY',
  versionKey: '3',
  modalityGuid: 'DELIVERY-01400378',
  expiration: { value: '2026-11-22T12:30:00.000Z' },
  selections: [
    {
      vendor: { id: 'instacart' },
      window: { value: '2026-11-23T08:00:00/2026-11-23T10:00:00', timezone: 'America/New_York' },
      items: { included: [{ gtin13: '0001111041700', quantity: 1 }], excluded: [] },
    },
  ],
};

const at = (iso: string) => new Date(iso);

describe('toStoredPromise', () => {
  it('keeps id, expiration, selections and version key, with a ttl 30 minutes past the expiration', () => {
    expect(toStoredPromise(promise)).toEqual({
      id: promise.id,
      expiration: '2026-11-22T12:30:00.000Z',
      ttl: '2026-11-22T13:00:00.000Z',
      selections: promise.selections,
      versionKey: '3',
    });
  });

  it('takes another offset in minutes', () => {
    expect(toStoredPromise(promise, { ttlMinutes: 90 }).ttl).toBe('2026-11-22T14:00:00.000Z');
    expect(toStoredPromise(promise, { ttlMinutes: 0 }).ttl).toBe('2026-11-22T12:30:00.000Z');
  });
});

describe('isExpired and isStoredPromiseValid', () => {
  const stored = toStoredPromise(promise);

  it('before its expiration: held and valid', () => {
    expect(isExpired(stored, at('2026-11-22T12:29:59Z'))).toBe(false);
    expect(isStoredPromiseValid(stored, at('2026-11-22T12:29:59Z'))).toBe(true);
  });

  it('from its expiration to its ttl: expired but still valid (the host shows Reservation Expired)', () => {
    expect(isExpired(stored, at('2026-11-22T12:30:00Z'))).toBe(true);
    expect(isStoredPromiseValid(stored, at('2026-11-22T12:59:59Z'))).toBe(true);
  });

  it('from its ttl: no longer valid (discarded silently)', () => {
    expect(isStoredPromiseValid(stored, at('2026-11-22T13:00:00Z'))).toBe(false);
  });

  it('takes the clock as a function too', () => {
    expect(isExpired(stored, () => at('2026-11-22T12:00:00Z'))).toBe(false);
  });

  it('counts unreadable times as expired and invalid', () => {
    expect(isExpired({ expiration: 'soon' }, at('2026-11-22T12:00:00Z'))).toBe(true);
    expect(isStoredPromiseValid({ ttl: '' }, at('2026-11-22T12:00:00Z'))).toBe(false);
  });
});

describe('readStoredPromise', () => {
  it('reads back what was stored, through JSON', () => {
    const stored = toStoredPromise(promise);
    expect(readStoredPromise(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it.each([
    null,
    'text',
    42,
    {},
    { ...toStoredPromise(promise), ttl: 7 },
    { ...toStoredPromise(promise), selections: {} },
  ])('refuses %j', (value) => {
    expect(readStoredPromise(value)).toBeNull();
  });
});
