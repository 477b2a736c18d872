import type { AddressEligibilityResponse, ModalityOptionsResponse } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const options = (body: unknown, banner = 'kroger') =>
  api.call<ModalityOptionsResponse & ErrorAnswer>('POST', '/atlas/v1/modality/v1/options', {
    body,
    headers: { 'X-Banner': banner },
  });

const eligibility = (address: unknown, modalityType: string, banner = 'kroger') =>
  api.call<AddressEligibilityResponse & ErrorAnswer>('POST', '/atlas/v1/modality/v1/address-eligibility', {
    body: { address, modalityType },
    headers: { 'X-Banner': banner },
  });

const vineStreet = {
  addressLines: ['1014 vine street'],
  cityTown: 'cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
};
const pikeStreet = { addressLines: ['1500 Pike Pl'], cityTown: 'Seattle', stateProvince: 'WA', postalCode: '98101' };

describe('given a Cincinnati ZIP code and Kroger', () => {
  it('offers its stores for pickup and in store nearest first, delivery from the nearest, and ship', async () => {
    const answer = await options({ postalCode: '45202' });
    expect(answer.status).toBe(200);
    const { PICKUP = [], IN_STORE = [], DELIVERY = [], SHIP = [], storeDetails, featureToggles } = answer.body.data;
    const distances = PICKUP.map((option) => option.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(PICKUP[0]).toMatchObject({
      id: 'PICKUP-01400352',
      modalityType: 'PICKUP',
      destination: { locationId: '01400352' },
      isCrossBanner: false,
      source: 'Options',
      fulfillment: [{ kind: 'store', locationId: '01400352' }],
    });
    expect(IN_STORE.map((option) => option.destination.locationId)).toEqual(
      PICKUP.map((option) => option.destination.locationId),
    );
    expect(DELIVERY).toHaveLength(1);
    expect(DELIVERY[0]).toMatchObject({
      destination: { locationId: '01400352' },
      fulfillment: [{ kind: 'fulfillmentCentre', locationId: '01400352' }],
    });
    // Packed by the banner's nearest store: a ship order is priced and taxed by a real one.
    expect(SHIP[0]).toMatchObject({
      modalityType: 'SHIP',
      destination: { locationId: '01400352' },
      fulfillment: [{ kind: 'fulfillmentCentre', locationId: '01400352' }],
    });
    expect(storeDetails.map((store) => store.locationId)).toEqual(
      PICKUP.map((option) => option.destination.locationId),
    );
    expect(storeDetails[0]).toMatchObject({ vanityName: 'Kroger Over-the-Rhine', isOpen: expect.any(Boolean) });
    expect(featureToggles).toEqual({ closeToStore: true });
  });

  it('answers the same options for the point of that ZIP code', async () => {
    const byPoint = await options({ location: { lat: 39.1106, lng: -84.5153 } });
    expect(byPoint.status).toBe(200);
    expect(byPoint.body.data.PICKUP?.[0]?.id).toBe('PICKUP-01400352');
  });
});

describe('given a banner that offers only some ways of shopping', () => {
  it('answers only its modalities: Food 4 Less in store and ship, Copps in store alone', async () => {
    const food4less = await options({ postalCode: '90008' }, 'food4less');
    expect(Object.keys(food4less.body.data).sort()).toEqual(['IN_STORE', 'SHIP', 'featureToggles', 'storeDetails']);
    const packing = food4less.body.data.SHIP?.[0]?.fulfillment[0]?.locationId;
    expect(food4less.body.data.storeDetails.find((store) => store.locationId === packing)).toMatchObject({
      banner: 'food4less',
    });
    const copps = await options({ postalCode: '53711' }, 'copps');
    expect(Object.keys(copps.body.data).sort()).toEqual(['IN_STORE', 'featureToggles', 'storeDetails']);
  });
});

describe('given stores of another banner nearby', () => {
  it('marks them cross-banner, with the way to their own site, and offers no delivery from them', async () => {
    const answer = await options({ postalCode: '90015' });
    const { PICKUP = [], DELIVERY = [], storeDetails, featureToggles } = answer.body.data;
    expect(PICKUP.length).toBeGreaterThan(0);
    expect(PICKUP.every((option) => option.isCrossBanner)).toBe(true);
    expect(storeDetails[0]?.externalNavigation).toEqual({
      webUrl: 'https://www.ralphs.com/',
      linkText: 'Shop at Ralphs',
    });
    expect(DELIVERY).toEqual([]);
    expect(featureToggles.closeToStore).toBe(false);
  });
});

describe('given a search the service cannot answer', () => {
  it('refuses a postal code that is not 5 digits with INVALID_POSTAL_CODE', async () => {
    for (const postalCode of ['4520', '452021', '4520a']) {
      const answer = await options({ postalCode });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('INVALID_POSTAL_CODE');
    }
  });

  it('answers NO_STORES_FOUND where no store is within 500 miles, or the ZIP code is nowhere', async () => {
    for (const postalCode of ['99501', '00000']) {
      const answer = await options({ postalCode });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        code: 'NO_STORES_FOUND',
        reason: 'No Stores were found within 500 Miles of the entered location!',
      });
    }
  });

  it('asks for exactly one of postal code, point and address', async () => {
    for (const body of [{}, { postalCode: '45202', location: { lat: 39.1, lng: -84.5 } }]) {
      const answer = await options(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    }
  });
});

describe('given an address and a modality', () => {
  it('a Cincinnati address is eligible for Kroger delivery, answered as the service corrects it', async () => {
    const answer = await eligibility(vineStreet, 'DELIVERY');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      modalityType: 'DELIVERY',
      validated: true,
      corrected: true,
      isEligible: true,
      address: { addressLines: ['1014 Vine St'], cityTown: 'Cincinnati' },
    });
  });

  it('a Seattle address is not eligible for Kroger delivery (no Kroger store near), but is for ship', async () => {
    expect((await eligibility(pikeStreet, 'DELIVERY')).body.data.isEligible).toBe(false);
    expect((await eligibility(pikeStreet, 'SHIP')).body.data.isEligible).toBe(true);
  });

  it('an address the service cannot verify is eligible for nothing', async () => {
    const answer = await eligibility({ ...vineStreet, addressLines: ['Nowhere Lane'] }, 'PICKUP');
    expect(answer.body.data).toMatchObject({ validated: false, isEligible: false });
  });

  it('a modality the banner does not offer is not eligible: Copps does not deliver', async () => {
    const madison = {
      addressLines: ['1 S Pinckney St'],
      cityTown: 'Madison',
      stateProvince: 'WI',
      postalCode: '53703',
    };
    expect((await eligibility(madison, 'DELIVERY', 'copps')).body.data.isEligible).toBe(false);
    expect((await eligibility(madison, 'IN_STORE', 'copps')).body.data.isEligible).toBe(true);
  });

  it('refuses a modality type it does not know', async () => {
    const answer = await eligibility(vineStreet, 'DRONE');
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });
});
