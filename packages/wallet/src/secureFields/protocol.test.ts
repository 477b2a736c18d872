import { describe, expect, it } from 'vitest';
import { walletMessages } from '../messages';
import { parseFrameMessage, secureFieldErrorKind } from './protocol';
import { loadTimeoutMs, messageTimeoutMs, secureFieldErrorMessage } from './secureFieldRules';

describe('secureFieldErrorKind (spec §8 card frame response codes)', () => {
  it.each([
    [871, 'card-number'],
    [872, 'card-number'],
    [873, 'card-number'],
    [874, 'card-number'],
    [876, 'card-number'],
    [881, 'cvv'],
    [882, 'cvv'],
    [875, 'generic'],
    [800, 'generic'],
    [893, 'generic'],
    ['timeout', 'generic'],
  ] as const)('%s is %s', (code, kind) => {
    expect(secureFieldErrorKind(code)).toBe(kind);
  });
});

describe('secureFieldErrorMessage', () => {
  const message = (code: number, frameMessage = '', page: 'payment' | 'cvv' | 'pin' = 'payment') =>
    secureFieldErrorMessage(code, frameMessage, page, walletMessages, 'fallback');

  it('gives the spec’s card-frame message for each code, from the host’s table', () => {
    expect(message(871)).toBe('Card number too short.');
    expect(message(872)).toBe('Card number too long.');
    expect(message(873)).toBe('Card number not numeric.');
    expect(message(874)).toBe('Please enter a valid credit or debit card.');
    expect(message(876)).toBe('Please enter a valid credit or debit card.');
    expect(message(881, 'CVV too short.')).toBe('CVV too short.');
    expect(message(881, 'Invalid CVV.')).toBe('Invalid CVV.');
    expect(message(882)).toBe('CVV too long.');
  });

  it('gives the fallback for any other code, and the invalid-PIN message for the PIN widget’s', () => {
    expect(message(800, 'Invalid card information.')).toBe('fallback');
    expect(message(999, 'Something the frame said')).toBe('fallback');
    expect(message(893, '', 'payment')).toBe('fallback');
    for (const code of [55, 893, 894]) expect(message(code, '', 'pin')).toBe('Invalid PIN, please try again.');
  });

  it('reads the host’s overrides', () => {
    const french = { ...walletMessages, cardNumberTooShort: 'Numéro trop court.' };
    expect(secureFieldErrorMessage(871, 'Card number too short.', 'payment', french, '')).toBe('Numéro trop court.');
  });
});

describe('timeouts (spec §4, §9)', () => {
  it('loads in 10 s, plus 10 s per retry, capped at 30 s; the PIN widget has 30 s', () => {
    expect([0, 1, 2, 3, 7].map((attempt) => loadTimeoutMs('payment', attempt))).toEqual([
      10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
    expect(loadTimeoutMs('cvv', 1)).toBe(20_000);
    expect(loadTimeoutMs('pin', 0)).toBe(30_000);
    expect(messageTimeoutMs('payment')).toBe(11_000);
    expect(messageTimeoutMs('pin')).toBe(30_000);
  });
});

describe('parseFrameMessage', () => {
  const marked = (data: object) => ({ source: 'aisle-secure-field', ...data });

  it('takes the protocol’s messages', () => {
    expect(parseFrameMessage(marked({ type: 'ready' }))).toEqual(marked({ type: 'ready' }));
    expect(parseFrameMessage(marked({ type: 'ok', requestId: 'r', encryptedPin: 'x' }))).toBeTruthy();
    expect(parseFrameMessage(marked({ type: 'error', requestId: 'r', code: 871, message: 'm' }))).toBeTruthy();
  });

  it('refuses anything unmarked or malformed', () => {
    for (const data of [
      null,
      'ready',
      { type: 'ready' },
      { source: 'other', type: 'ready' },
      marked({ type: 'unknown' }),
      marked({ type: 'ok', requestId: 'r' }),
      marked({ type: 'error', requestId: 'r', code: '871', message: 'm' }),
      marked({ type: 'resize', height: Number.NaN }),
      marked({ type: 'cardInfo', cardType: 'VISA' }),
      marked({ type: 'focus', field: 3 }),
    ]) {
      expect(parseFrameMessage(data), JSON.stringify(data)).toBeUndefined();
    }
  });
});
