import { describe, expect, it } from 'vitest';
import { brandOf, checkCvv, checkExpiration, checkPan, expirationYears, passesLuhn } from './cardRules';
import { testCards } from './testCards';

describe('brandOf, from the first digits (wallet spec §3)', () => {
  it.each([
    ['4', 'VISA'],
    ['51', 'MASTERCARD'],
    ['55', 'MASTERCARD'],
    ['2221', 'MASTERCARD'],
    ['2720', 'MASTERCARD'],
    ['34', 'AMEX'],
    ['37', 'AMEX'],
    ['6011', 'DISCOVER'],
    ['65', 'DISCOVER'],
    ['644', 'DISCOVER'],
    ['649', 'DISCOVER'],
    ['36', 'DINERS'],
    ['300', 'DINERS'],
    ['305', 'DINERS'],
    ['3528', 'JCB'],
    ['3589', 'JCB'],
    ['62', 'UNIONPAY'],
    ['50', 'NONE'],
    ['56', 'NONE'],
    ['2220', 'NONE'],
    ['2721', 'NONE'],
    ['306', 'NONE'],
    ['3527', 'NONE'],
    ['3590', 'NONE'],
    ['6012', 'NONE'],
    ['643', 'NONE'],
    ['1', 'NONE'],
    ['', 'NONE'],
  ])('%s… is %s', (digits, brand) => {
    expect(brandOf(digits)).toBe(brand);
  });
});

describe('checkPan', () => {
  it('accepts every brand’s test number, spaced or dashed as people type them', () => {
    for (const [name, pan] of Object.entries(testCards)) {
      expect(checkPan(pan), name).toEqual({ brand: name.replace(/_.*/, '') });
    }
    expect(checkPan('4111 1111 1111 1111')).toEqual({ brand: 'VISA' });
    expect(checkPan('3782-822463-10005')).toEqual({ brand: 'AMEX' });
  });

  it.each([
    ['', 871],
    ['41111111111', 871],
    // A Visa has at least 13 digits, an Amex exactly 15, a Mastercard exactly 16.
    ['411111111111', 871],
    ['37828224631000', 871],
    ['55555555555544444', 872],
    ['41111111111111111111', 872],
    ['4111a11111111111', 873],
    ['4111.1111.1111.1111', 873],
    ['4111111111111112', 874],
    ['9111111111111111', 876],
    ['5011111111111111', 876],
  ])('refuses %j with code %i', (pan, code) => {
    const checked = checkPan(pan);
    expect('problem' in checked && checked.problem.code).toBe(code);
  });

  it('words its problems as the spec does (§5 card-frame messages)', () => {
    const message = (pan: string) => {
      const checked = checkPan(pan);
      return 'problem' in checked ? checked.problem.message : undefined;
    };
    expect(message('4111')).toBe('Card number too short.');
    expect(message('41111111111111111111')).toBe('Card number too long.');
    expect(message('4111x')).toBe('Card number not numeric.');
    expect(message('4111111111111112')).toBe('Please enter a valid credit or debit card.');
    expect(message('9111111111111111')).toBe('Please enter a valid credit or debit card.');
  });

  it('runs the Luhn check', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('checkCvv', () => {
  it('wants 4 digits for an Amex, 3 for the others, 3 or 4 when the brand is unknown', () => {
    expect(checkCvv('1234', 'AMEX')).toBeUndefined();
    expect(checkCvv('123', 'AMEX')).toEqual({ code: 881, message: 'CVV too short.' });
    expect(checkCvv('123', 'VISA')).toBeUndefined();
    expect(checkCvv('12', 'VISA')).toEqual({ code: 881, message: 'CVV too short.' });
    expect(checkCvv('1234', 'VISA')).toEqual({ code: 882, message: 'CVV too long.' });
    expect(checkCvv('123')).toBeUndefined();
    expect(checkCvv('1234')).toBeUndefined();
    expect(checkCvv('')).toEqual({ code: 881, message: 'CVV too short.' });
    expect(checkCvv('12345')).toEqual({ code: 882, message: 'CVV too long.' });
  });

  it('answers a CVV that is not numeric with 881 and the spec’s "Invalid CVV."', () => {
    expect(checkCvv('12a', 'VISA')).toEqual({ code: 881, message: 'Invalid CVV.' });
    expect(checkCvv('1 2 3')).toEqual({ code: 881, message: 'Invalid CVV.' });
  });
});

describe('expiration', () => {
  const now = new Date('2026-03-02T15:00:00Z');

  it('offers this year and the ten after it', () => {
    expect(expirationYears(now)).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
      '2036',
    ]);
  });

  it('accepts this month or later, refusing past, missing and malformed values as generic (800)', () => {
    expect(checkExpiration('03', '2026', now)).toBeUndefined();
    expect(checkExpiration('12', '2036', now)).toBeUndefined();
    const generic = { code: 800, message: 'Invalid card information.' };
    expect(checkExpiration('02', '2026', now)).toEqual(generic);
    expect(checkExpiration('', '2027', now)).toEqual(generic);
    expect(checkExpiration('3', '2027', now)).toEqual(generic);
    expect(checkExpiration('13', '2027', now)).toEqual(generic);
    expect(checkExpiration('03', '27', now)).toEqual(generic);
    expect(checkExpiration('03', '2037', now)).toEqual(generic);
  });
});
