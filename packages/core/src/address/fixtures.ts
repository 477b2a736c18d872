import type { Address, AddressUi, ServiceAddressRecord } from './types';

/** A customer-profile record as the service sends it: unit first, street last. */
export const homeRecord: ServiceAddressRecord = {
  id: 'a-1',
  address: {
    addressLines: ['Apt 4', '1014 Vine St'],
    cityTown: 'Cincinnati',
    county: 'Hamilton',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
  location: { latitude: 39.1, longitude: -84.5 },
  type: 'home',
  preferredAddress: true,
  label: 'Home',
  notes: 'Side door',
  modified: { value: '2026-11-01T10:00:00Z' },
};

/** The same address in the account client shape. */
export const homeAddress: Address = {
  addressId: 'a-1',
  line1: '1014 Vine St',
  line2: 'Apt 4',
  city: 'Cincinnati',
  county: 'Hamilton',
  zip: '45202',
  stateCode: 'OH',
  countryCode: 'US',
  location: { lat: 39.1, lng: -84.5 },
  type: 'home',
  preferred: true,
  label: 'Home',
  notes: 'Side door',
};

/** The same address in the scheduling UI shape. */
export const homeUi: AddressUi = {
  id: 'a-1',
  street: '1014 Vine St',
  unit: 'Apt 4',
  locality: 'Cincinnati',
  county: 'Hamilton',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  isMailingAddress: true,
  lastModified: '2026-11-01T10:00:00Z',
  location: { lat: 39.1, lng: -84.5 },
};

/** A Canadian delivery address with no unit, as the UI holds it. */
export const torontoUi: AddressUi = {
  id: 'a-2',
  street: '100 Queen St W',
  locality: 'Toronto',
  region: 'ON',
  postalCode: 'M5H 2N2',
  countryCode: 'CA',
  isMailingAddress: false,
};
