import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { walletMessages as m } from '../messages';
import { flyoutBillingAddressSchema, invalidCharacters, walletPageBillingAddressSchema } from './billingAddressSchema';
import {
  coupleSaveAndPreferred,
  ebtCardSchema,
  expirationMonths,
  expirationSchema,
  expirationYears,
  fullExpirationYear,
  giftCardSchema,
  maskGiftCardNumber,
} from './cardSchemas';
import { flyoutNameSchema, walletPageNameSchema } from './nameSchema';

/** The first message for each field, or {} when the values pass. */
function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const address = {
  addressLine1: '1014 Vine St',
  addressLine2: 'Apt 5C',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
};

describe('given the flyout billing address (§5)', () => {
  const schema = flyoutBillingAddressSchema(m);

  it('accepts a good address, a ZIP+4 and an empty unit', () => {
    expect(errorsOf(schema, address)).toEqual({});
    expect(errorsOf(schema, { ...address, addressLine2: '', zipCode: '452021234' })).toEqual({});
    expect(errorsOf(schema, { ...address, zipCode: '45202-1234' })).toEqual({});
    expect(errorsOf(schema, { ...address, addressLine1: "12 O'Neil #4 @ 5% & 6\\7/8-9." })).toEqual({});
  });

  it.each([
    ['addressLine1', '', 'Address is a required field.'],
    ['addressLine1', 'a'.repeat(101), 'Maximum length for address fields is 100 characters.'],
    ['addressLine1', '1014 Vine St!', 'Address has invalid characters.'],
    ['addressLine2', 'b'.repeat(101), 'Maximum length for address fields is 100 characters.'],
    ['city', '', 'City is a required field.'],
    ['city', 'c'.repeat(51), 'Maximum length for city field is 50 characters.'],
    ['city', "Coeur d'Alene", 'City has invalid characters.'],
    ['state', '', 'State/Province is a required field.'],
    ['zipCode', '', 'Postal Code is a required field.'],
    ['zipCode', '4520', 'Please enter a valid postal code.'],
    ['zipCode', '452021', 'Please enter a valid postal code.'],
  ])('%s = %j reads %j', (field, value, message) => {
    expect(errorsOf(schema, { ...address, [field]: value })[field]).toBe(message);
  });

  it('takes a Canadian postal code for a province, and only there', () => {
    expect(errorsOf(schema, { ...address, state: 'ON', zipCode: 'M5H 2N2' })).toEqual({});
    expect(errorsOf(schema, { ...address, state: 'ON', zipCode: '45202' }).zipCode).toBe(
      'Please enter a valid postal code.',
    );
    expect(errorsOf(schema, { ...address, zipCode: 'M5H 2N2' }).zipCode).toBe('Please enter a valid postal code.');
  });

  it('takes exactly 100 and 50 characters', () => {
    expect(errorsOf(schema, { ...address, addressLine1: 'a'.repeat(100), city: 'c'.repeat(50) })).toEqual({});
  });
});

describe('given the wallet page billing address (§5)', () => {
  const schema = walletPageBillingAddressSchema(m);

  it('lists the distinct bad characters once each', () => {
    expect(invalidCharacters('1014 Vine St!! $', /[A-Za-z0-9 ]/)).toEqual(['!', '$']);
    expect(errorsOf(schema, { ...address, addressLine1: '1014 Vine St!!$' }).addressLine1).toBe(
      'The following characters are invalid: ! $',
    );
    expect(errorsOf(schema, { ...address, city: 'Cincinnati=%' }).city).toBe(
      'The following characters are invalid: = %',
    );
  });

  it('allows the city characters . @ _ ! # + / ; : and the apostrophe', () => {
    expect(errorsOf(schema, { ...address, city: "St. John's_!#+/;:@" })).toEqual({});
  });

  it('accepts US and Canadian postal codes, 5 to 10 long', () => {
    expect(errorsOf(schema, { ...address, zipCode: '45202-1234' })).toEqual({});
    expect(errorsOf(schema, { ...address, state: 'ON', zipCode: 'M5V 3L9' })).toEqual({});
    expect(errorsOf(schema, { ...address, state: 'NU', zipCode: 'X0A 0H0' })).toEqual({});
    expect(errorsOf(schema, { ...address, zipCode: '4520' }).zipCode).toBe('Please enter a valid postal code');
  });

  it('requires every field but the unit, unless for SNAP EBT', () => {
    const empty = { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' };
    expect(errorsOf(schema, empty)).toMatchObject({
      addressLine1: 'Address is a required field',
      city: 'City is a required field',
      state: 'State is a required field',
      zipCode: 'Postal Code is a required field',
    });
    expect(errorsOf(walletPageBillingAddressSchema(m, { requireAll: false }), empty)).toEqual({});
  });
});

describe('given holder names (§5)', () => {
  it('in the flyout: required, letters only, at most 375', () => {
    const schema = flyoutNameSchema(m);
    expect(errorsOf(schema, { firstName: 'Zoë', lastName: 'Jordan' })).toEqual({});
    expect(errorsOf(schema, { firstName: '', lastName: ' ' })).toEqual({
      firstName: 'First Name is a required field.',
      lastName: 'Last Name is a required field.',
    });
    expect(errorsOf(schema, { firstName: 'Av3ry', lastName: 'Jor dan' })).toEqual({
      firstName: 'Please enter a valid first name.',
      lastName: 'Please enter a valid last name.',
    });
    expect(errorsOf(schema, { firstName: 'a'.repeat(376), lastName: 'b' }).firstName).toBe(
      'Maximum length for name fields is 375 characters.',
    );
  });

  it('on the wallet page: letters and spaces, at most 40', () => {
    const schema = walletPageNameSchema(m);
    expect(errorsOf(schema, { firstName: 'Mary Ann', lastName: 'Jordan' })).toEqual({});
    const message = 'Incorrect format, only letters and spaces are accepted.';
    expect(errorsOf(schema, { firstName: 'Mary-Ann', lastName: 'a'.repeat(41) })).toEqual({
      firstName: message,
      lastName: message,
    });
  });
});

describe('given an expiration date (§5, edit)', () => {
  const schema = expirationSchema(m, () => new Date('2026-11-22T12:00:00Z'));

  it('accepts this month and later', () => {
    expect(errorsOf(schema, { expirationMonth: '11', expirationYear: '2026' })).toEqual({});
    expect(errorsOf(schema, { expirationMonth: '01', expirationYear: '2031' })).toEqual({});
  });

  it.each([
    [{ expirationMonth: '', expirationYear: '2030' }, 'expirationMonth', 'Please enter a valid expiration month.'],
    [{ expirationMonth: '13', expirationYear: '2030' }, 'expirationMonth', 'Please enter a valid expiration month.'],
    [
      { expirationMonth: '6', expirationYear: '2030' },
      'expirationMonth',
      'Expiration Month needs to be in a 2-digit format. (ex: 06).',
    ],
    [{ expirationMonth: '06', expirationYear: '' }, 'expirationYear', 'Please enter a valid expiration year.'],
    [{ expirationMonth: '06', expirationYear: '30' }, 'expirationYear', 'Please enter a valid expiration year.'],
    [
      { expirationMonth: '10', expirationYear: '2026' },
      'expirationYear',
      'Expiration Date must be after the current date.',
    ],
    [
      { expirationMonth: 'ab', expirationYear: '2030' },
      'expirationMonth',
      'Expiration Date must be in MM YY format and only composed of numbers.',
    ],
  ])('%j reads its message on %s', (values, field, message) => {
    expect(errorsOf(schema, values)[field]).toBe(message);
  });

  it('offers Select... then 01 to 12, and eleven years from this one', () => {
    expect(expirationMonths).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(expirationYears(new Date('2026-11-22T00:00:00Z'))).toHaveLength(11);
    expect(expirationYears(new Date('2026-11-22T00:00:00Z'))[0]).toBe('2026');
  });

  it('gives a two-digit year its 20 prefix', () => {
    expect(fullExpirationYear('31')).toBe('2031');
    expect(fullExpirationYear('2031')).toBe('2031');
  });
});

describe('given card numbers (§5)', () => {
  it('a gift card number is 19 digits once hyphens are stripped, its PIN 4 digits', () => {
    const schema = giftCardSchema(m);
    expect(schema.parse({ cardNumber: '6006491234-567-890-123', pin: '1234' }).cardNumber).toBe('6006491234567890123');
    expect(errorsOf(schema, { cardNumber: '600649123456789012', pin: '123' })).toEqual({
      cardNumber: 'Card Number must be exactly 19 characters long.',
      pin: 'PIN must be exactly 4 characters long.',
    });
    expect(errorsOf(schema, { cardNumber: '', pin: '' }).cardNumber).toBe(
      'Card Number must be exactly 19 characters long.',
    );
  });

  it('masks a gift card number 10-3-3-rest as it is typed', () => {
    expect(maskGiftCardNumber('123456789')).toBe('123456789');
    expect(maskGiftCardNumber('12345678901')).toBe('1234567890-1');
    expect(maskGiftCardNumber('1234567890123456789')).toBe('1234567890-123-456-789');
    expect(maskGiftCardNumber('1234567890-123-456-7891234')).toBe('1234567890-123-456-789');
  });

  it('a SNAP EBT number is 16 to 19 digits', () => {
    const schema = ebtCardSchema(m);
    const message = 'Card Number must be at least 16 characters long and at most 19 characters long.';
    expect(errorsOf(schema, { cardNumber: '5077 1234 5678 9012' })).toEqual({});
    expect(errorsOf(schema, { cardNumber: '507712345678901' }).cardNumber).toBe(message);
    expect(errorsOf(schema, { cardNumber: '50771234567890123456' }).cardNumber).toBe(message);
  });
});

describe("given 'Save this card' and 'Make this my preferred card' (§5)", () => {
  const enabled = { saveCardOptionEnabled: true };

  it('ticking preferred ticks save; unticking save unticks preferred', () => {
    expect(coupleSaveAndPreferred({ preferred: true }, { save: false, preferred: false }, enabled)).toEqual({
      save: true,
      preferred: true,
    });
    expect(coupleSaveAndPreferred({ save: false }, { save: true, preferred: true }, enabled)).toEqual({
      save: false,
      preferred: false,
    });
    expect(coupleSaveAndPreferred({ preferred: false }, { save: true, preferred: true }, enabled)).toEqual({
      save: true,
      preferred: false,
    });
  });

  it('without the save option the card is always saved', () => {
    expect(
      coupleSaveAndPreferred({ save: false }, { save: true, preferred: false }, { saveCardOptionEnabled: false }),
    ).toEqual({ save: true, preferred: false });
  });
});
