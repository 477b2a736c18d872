import { describe, expect, it } from 'vitest';
import type { Address } from './address';
import { fromFormValues, toFormValues, type AddressFormValues } from './formValues';

const values: AddressFormValues = {
  addressLine1: ' 100 Queen St W ',
  addressLine2: '  ',
  city: 'Toronto ',
  state: 'Ontario',
  zipCode: 'm5h2n2',
  isHome: false,
};

describe('given the address form’s values', () => {
  it('after fromFormValues they are a tidy address: trimmed, region as a code, country derived, no blank unit', () => {
    expect(fromFormValues(values)).toStrictEqual({
      street: '100 Queen St W',
      locality: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
      type: 'delivery',
    });
  });

  it('a lower-case state code and a spaced lower-case postal code are read', () => {
    expect(fromFormValues({ ...values, state: 'on', zipCode: 'm5h 2n2' })).toMatchObject({
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
    });
  });

  it('isHome makes it the mailing (home) address', () => {
    expect(fromFormValues({ ...values, isHome: true }).type).toBe('home');
  });

  it('editing keeps the id, label and notes but drops the old location and country', () => {
    const editing: Address = {
      id: 'a-9',
      street: '1 Main St',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
      type: 'home',
      location: { lat: 39.1, lng: -84.5 },
      label: 'Work',
      notes: 'Gate code 12',
    };
    expect(fromFormValues(values, editing)).toStrictEqual({
      id: 'a-9',
      street: '100 Queen St W',
      locality: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
      type: 'delivery',
      label: 'Work',
      notes: 'Gate code 12',
    });
  });
});

describe('given an address to edit', () => {
  it('after toFormValues it fills the form, with an empty unit when there is none', () => {
    const address = fromFormValues({ ...values, isHome: true });
    expect(toFormValues(address)).toStrictEqual({
      addressLine1: '100 Queen St W',
      addressLine2: '',
      city: 'Toronto',
      state: 'ON',
      zipCode: 'M5H 2N2',
      isHome: true,
    });
  });

  it('after toFormValues a home address with a unit fills both lines and isHome', () => {
    const home: Address = {
      id: 'a-1',
      street: '1014 Vine St',
      unit: 'Apt 4',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
      type: 'home',
    };
    expect(toFormValues(home)).toStrictEqual({
      addressLine1: '1014 Vine St',
      addressLine2: 'Apt 4',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
      isHome: true,
    });
  });

  it('after toFormValues then fromFormValues, editing it, it is the same address', () => {
    const toronto: Address = {
      id: 'a-2',
      street: '100 Queen St W',
      locality: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
      type: 'delivery',
    };
    expect(fromFormValues(toFormValues(toronto), toronto)).toStrictEqual(toronto);
  });

  it('without one, the form starts empty', () => {
    expect(toFormValues()).toStrictEqual({
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      zipCode: '',
      isHome: false,
    });
  });
});
