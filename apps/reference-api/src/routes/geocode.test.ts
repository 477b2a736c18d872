import { toServiceAddress } from '@aisle/contracts';
import { geocodeResponse, schedulingPaths, type GeocodeResponse } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownPostalCodes } from '../addressValidation/knownPostalCodes';
import { demoShoppers } from '../seed/demoShoppers';
import { demoStores } from '../seed/demoStores';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface Place {
  addressLines: readonly string[];
  cityTown: string;
  stateProvince: string;
  postalCode: string;
  countryCode?: string | undefined;
}

function queryOf(place: Place): string {
  const search = new URLSearchParams();
  for (const line of place.addressLines) search.append('addressLines', line);
  search.set('cityTown', place.cityTown);
  search.set('stateProvince', place.stateProvince);
  search.set('postalCode', place.postalCode);
  if (place.countryCode) search.set('countryCode', place.countryCode);
  return search.toString();
}

const geocode = (query: string) =>
  api.call<GeocodeResponse & ErrorAnswer>('GET', `${schedulingPaths.geocode}?${query}`);
const place = (where: Place) => geocode(queryOf(where));

const overTheRhine: Place = {
  addressLines: ['1420 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
};

describe('given the geocoder (§7 "a geocode is done for non-coordinate pins")', () => {
  it('places a seeded store at its own point, signed out, in the contract shape', async () => {
    const answer = await place(overTheRhine);
    expect(answer.status).toBe(200);
    expect(geocodeResponse.parse(answer.body)).toEqual(answer.body);
    expect(answer.body.data).toEqual({ location: { lat: 39.1106, lng: -84.5153 }, precision: 'ADDRESS' });
  });

  it('places every seeded store, however its street is written', async () => {
    for (const store of demoStores) {
      const answer = await place({
        addressLines: [store.line1.toUpperCase().replace(/ St$/, ' Street')],
        cityTown: store.city,
        stateProvince: store.state,
        postalCode: store.postalCode,
      });
      expect(answer.body.data, store.vanityName).toEqual({
        location: { lat: store.lat, lng: store.lng },
        precision: 'ADDRESS',
      });
    }
  });

  it('places every demo shopper’s seeded address at the house, near its ZIP code’s centre', async () => {
    for (const address of demoShoppers.flatMap((shopper) => shopper.addresses)) {
      const service = toServiceAddress(address);
      const answer = await place(service);
      expect(answer.status, address.street).toBe(200);
      expect(answer.body.data.precision, address.street).toBe('ADDRESS');
      const centre = knownPostalCodes[address.postalCode];
      expect(Math.abs(answer.body.data.location.lat - (centre?.lat ?? 0)), address.street).toBeLessThan(0.03);
      expect(Math.abs(answer.body.data.location.lng - (centre?.lng ?? 0)), address.street).toBeLessThan(0.03);
    }
  });

  it('keeps to the street: the unit line before it, and a ZIP+4, change nothing', async () => {
    const answer = await place({
      ...overTheRhine,
      addressLines: ['Ste 2', '1420 vine street'],
      postalCode: '45202-1234',
    });
    expect(answer.body.data.location).toEqual({ lat: 39.1106, lng: -84.5153 });
  });

  it('places another address in a ZIP code the seed knows at the ZIP code’s centre', async () => {
    const answer = await place({ ...overTheRhine, addressLines: ['1200 Vine St'] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ location: knownPostalCodes['45202'], precision: 'POSTAL_CODE' });
    const toronto = await place({
      addressLines: ['1 Front St W'],
      cityTown: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'm5v3l9',
    });
    expect(toronto.body.data).toEqual({ location: knownPostalCodes['M5V 3L9'], precision: 'POSTAL_CODE' });
  });

  it('answers 404 ADDRESS_NOT_FOUND for a ZIP code the seed does not know', async () => {
    const answer = await place({ ...overTheRhine, addressLines: ['2600 Clifton Ave'], postalCode: '45221' });
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('ADDRESS_NOT_FOUND');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('lets only the browser keep an answer, for a day: the query is someone’s address', async () => {
    const answer = await place(overTheRhine);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=86400');
  });

  it.each([
    ['no street', queryOf({ ...overTheRhine, addressLines: [] }), 'addressLines'],
    ['a blank street', queryOf({ ...overTheRhine, addressLines: ['  '] }), 'addressLines'],
    ['three lines', queryOf({ ...overTheRhine, addressLines: ['a', 'b', '1420 Vine St'] }), 'addressLines'],
    ['a line too long', queryOf({ ...overTheRhine, addressLines: ['1'.repeat(41)] }), 'addressLines.0'],
    ['a control character', queryOf({ ...overTheRhine, addressLines: ['1420 Vine\u0000St'] }), 'addressLines.0'],
    ['no postal code', queryOf(overTheRhine).replace(/&postalCode=\d+/, ''), 'postalCode'],
    ['no city', queryOf(overTheRhine).replace(/&cityTown=\w+/, ''), 'cityTown'],
    ['a postal code twice', `${queryOf(overTheRhine)}&postalCode=45219`, 'postalCode'],
    ['another country', queryOf({ ...overTheRhine, countryCode: 'MX' }), 'countryCode'],
  ])('refuses %s with 400 naming the field', async (_, query, field) => {
    const answer = await geocode(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    expect(answer.body.errors.details?.map((detail) => detail.field)).toContain(field);
  });
});
