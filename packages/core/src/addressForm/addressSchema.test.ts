import type { AddressFormValues, ZipValidator } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { addressFormMessages } from '../testing/addressFormMessages';
import { createAddressSchema } from './addressSchema';

const valid: AddressFormValues = {
  addressLine1: '1014 Vine St',
  addressLine2: 'Apt 4',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
  isHome: false,
};

const schema = createAddressSchema(addressFormMessages);
const usOnlySchema = createAddressSchema(addressFormMessages, { usOnly: true });

/** The messages per field, or the parsed values when valid. */
function check(values: Partial<AddressFormValues>, target = schema) {
  const result = target.safeParse({ ...valid, ...values });
  if (result.success) return { ok: true as const, data: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return { ok: false as const, errors };
}

const a = (length: number) => 'a'.repeat(length);

describe('given the address form schema', () => {
  it.each<[rule: string, values: Partial<AddressFormValues>]>([
    ['a full US address', {}],
    ['no Apt/Suite', { addressLine2: '' }],
    ['a 40-character Street Address', { addressLine1: a(40) }],
    ['a 40-character Apt/Suite', { addressLine2: a(40) }],
    ['a 40-character City', { city: a(40) }],
    ['DC', { state: 'DC', zipCode: '20001' }],
    ['a ZIP+4 with a hyphen', { zipCode: '45202-1234' }],
    ['a ZIP+4 with a slash', { zipCode: '45202/1234' }],
    ['a ZIP+4 without a separator', { zipCode: '452021234' }],
    ['a Canadian code with a space', { state: 'ON', zipCode: 'K1A 0B1' }],
    ['a Canadian code without a space', { state: 'ON', zipCode: 'K1A0B1' }],
    ['a lower-case Canadian code', { state: 'QC', zipCode: 'h2x1y4' }],
    ['a mailing address', { isHome: true }],
    [
      'accented letters and address punctuation',
      { addressLine1: '1/2 Rue Saint-Jérôme #4 (rear)', city: 'Montréal', state: 'QC', zipCode: 'H2X 1Y4' },
    ],
  ])('accepts %s', (_rule, values) => {
    expect(check(values)).toMatchObject({ ok: true });
  });

  it.each<[rule: string, values: Partial<AddressFormValues>, field: string, message: string]>([
    ['an empty Street Address', { addressLine1: '' }, 'addressLine1', 'Street Address is required'],
    ['a blank Street Address', { addressLine1: '   ' }, 'addressLine1', 'Street Address is required'],
    [
      'a 41-character Street Address',
      { addressLine1: a(41) },
      'addressLine1',
      'Street Address must be at most 40 characters',
    ],
    ['a 41-character Apt/Suite', { addressLine2: a(41) }, 'addressLine2', 'Apt/Suite must be at most 40 characters'],
    ['an empty City', { city: '' }, 'city', 'City is required'],
    ['a 41-character City', { city: a(41) }, 'city', 'City must be at most 40 characters'],
    ['no State/Province chosen', { state: '' }, 'state', 'State/Province is required'],
    ['a code no list offers', { state: 'ZZ' }, 'state', 'State/Province is required'],
    ['a territory (not in the form list)', { state: 'YT', zipCode: 'Y1A 1A1' }, 'state', 'State/Province is required'],
    ['an empty Postal Code', { zipCode: '' }, 'zipCode', 'Please enter a valid Postal Code'],
    ['a 4-digit ZIP', { zipCode: '4520' }, 'zipCode', 'Please enter a valid Postal Code'],
    ['letters in a ZIP', { zipCode: '4520A' }, 'zipCode', 'Please enter a valid Postal Code'],
    ['a 3-digit extension', { zipCode: '45202-123' }, 'zipCode', 'Please enter a valid Postal Code'],
    ['a Canadian code for a US state', { zipCode: 'K1A 0B1' }, 'zipCode', 'Please enter a valid Postal Code'],
    ['a US ZIP for a province', { state: 'ON', zipCode: '45202' }, 'zipCode', 'Please enter a valid Postal Code'],
    ['a malformed Canadian code', { state: 'BC', zipCode: 'K1A-0B1' }, 'zipCode', 'Please enter a valid Postal Code'],
    ['an 11-character Postal Code', { zipCode: '45202-12345' }, 'zipCode', 'Postal Code must be at most 10 characters'],
    [
      'emoji in the Street Address',
      { addressLine1: '12 Main St 🍌🍎' },
      'addressLine1',
      "Street Address can only use letters, numbers, spaces and . , ' # & ( ) / -",
    ],
    [
      'a symbol in Apt/Suite',
      { addressLine2: 'Apt ™' },
      'addressLine2',
      "Apt/Suite can only use letters, numbers, spaces and . , ' # & ( ) / -",
    ],
    [
      'emoji in the City',
      { city: 'Cincinnati 😀' },
      'city',
      "City can only use letters, numbers, spaces and . , ' # & ( ) / -",
    ],
  ])('rejects %s', (_rule, values, field, message) => {
    const result = check(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: [message] });
  });

  it('reports every required field at once when nothing is typed', () => {
    const result = check({ addressLine1: '', city: '', state: '', zipCode: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        addressLine1: ['Street Address is required'],
        city: ['City is required'],
        state: ['State/Province is required'],
        zipCode: ['Please enter a valid Postal Code'],
      },
    });
  });

  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['k1a 0b1', 'K1A 0B1'],
    ['K1A0B1', 'K1A 0B1'],
    [' h2x1y4 ', 'H2X 1Y4'],
  ])('normalises the Canadian code %j to %j on submit', (typed, saved) => {
    expect(check({ state: 'ON', zipCode: typed })).toEqual({
      ok: true,
      data: { ...valid, state: 'ON', zipCode: saved },
    });
  });

  it('keeps a US code as typed, trimming the text fields', () => {
    expect(check({ addressLine1: ' 1014 Vine St ', city: 'Cincinnati ', zipCode: ' 45202-1234' })).toEqual({
      ok: true,
      data: { ...valid, zipCode: '45202-1234' },
    });
  });

  it('accepts provinces unless restricted to the US', () => {
    expect(check({ state: 'ON', zipCode: 'K1A 0B1' }, usOnlySchema)).toEqual({
      ok: false,
      errors: { state: ['State/Province is required'] },
    });
    expect(check({ state: 'OH' }, usOnlySchema)).toMatchObject({ ok: true });
  });

  it('uses the words it is given', () => {
    const french = createAddressSchema({ ...addressFormMessages, cityRequired: 'La ville est requise' });
    expect(french.safeParse({ ...valid, city: '' }).error?.issues[0]?.message).toBe('La ville est requise');
  });

  it('checks the postal code with the validator it is given, in place of the default rule', () => {
    const calls: [string, string][] = [];
    // A validator of the caller's: only the Ohio 43 and 45 ranges.
    const ohioOnly: ZipValidator = (zip, country) => {
      calls.push([zip, country]);
      return /^4[35]\d{3}$/.test(zip);
    };
    const ohioSchema = createAddressSchema(addressFormMessages, { zipValidator: ohioOnly });
    expect(check({ zipCode: '45202' }, ohioSchema)).toMatchObject({ ok: true });
    // Valid by the default rule, refused by this one.
    expect(check({ zipCode: '10001' })).toMatchObject({ ok: true });
    expect(check({ zipCode: '10001' }, ohioSchema)).toEqual({
      ok: false,
      errors: { zipCode: ['Please enter a valid Postal Code'] },
    });
    expect(calls).toEqual([
      ['45202', 'US'],
      ['10001', 'US'],
    ]);
  });
});
