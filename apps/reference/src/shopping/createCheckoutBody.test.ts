import { demoProfile } from '@aisle/account/testing';
import type { ActiveModality, PromiseV4 } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { createCheckoutBody } from './createCheckoutBody';

const address = {
  addressLines: ['Ste 200', '7650 Montgomery Rd'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45236',
  countryCode: 'US',
};
// Jordan's profile, as the account package's tests know it: mobile first, a home address.
const profile = demoProfile;
const delivery: ActiveModality = {
  id: 'option-1',
  modalityType: 'DELIVERY',
  destination: { locationId: '01400352', address },
  createdDate: '2026-11-28T10:00:00.000Z',
  source: 'Options',
};
const promise = (modalityType: PromiseV4['modalityType'], excluded: string[] = []): PromiseV4 => ({
  id: 'promise-1',
  modalityType,
  versionKey: '3',
  modalityGuid: 'option-1',
  expiration: { value: '2026-11-28T11:00:00.000Z' },
  selections: [
    {
      vendor: { id: 'kroger' },
      window: { value: '2026-11-28T14:00:00-05:00/2026-11-28T15:00:00-05:00', timezone: 'America/New_York' },
      items: { included: [], excluded: excluded.map((gtin13) => ({ gtin13, quantity: 1, code: 'ITEM_RESTRICTED' })) },
    },
  ],
});
const lines = [
  { gtin13: '0001111041700', quantity: 2 },
  { gtin13: '0008500000101', quantity: 1 },
];

describe('given the scheduling step’s checkout (CALL-09 to CALL-11)', () => {
  it('sends the buyer, the contact, the chosen address and store, the lines and the properties', () => {
    expect(
      createCheckoutBody(promise('DELIVERY'), lines, {
        profile,
        activeModality: delivery,
        dateOfBirth: '1990-04-02',
        cartId: '7d3c1f0e5b2a4c1d9e8f0a1b2c3d4e5f',
      }),
    ).toEqual({
      modalityType: 'DELIVERY',
      lineItems: [
        // This cart lets the store replace any item (checkout spec §9 SHOPPER_CHOICE).
        { cart: { gtin13: '0001111041700', quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' } },
        { cart: { gtin13: '0008500000101', quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' } },
      ],
      fulfillment: {
        promise: { id: 'promise-1', versionKey: '3' },
        contact: {
          firstName: 'Jordan',
          lastName: 'Rivera',
          phone: '+15135550123',
          smsOptin: false,
          dateOfBirth: '1990-04-02',
        },
        address,
        location: { id: '01400352' },
      },
      buyer: {
        profileId: 'shopper-1',
        email: 'jordan.rivera@example.com',
        loyaltyId: '4800000000001',
        address: profile.address,
        dateOfBirth: '1990-04-02',
      },
      cartId: '7d3c1f0e5b2a4c1d9e8f0a1b2c3d4e5f',
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    });
  });

  it('marks fallout when the time left out a line the cart holds', () => {
    const body = createCheckoutBody(promise('DELIVERY', ['0008500000101']), lines, {
      profile,
      activeModality: delivery,
      dateOfBirth: undefined,
    });
    expect(body.properties?.createOrderPromiseHadFallout).toBe(true);
  });

  it('sends no address for pickup, nor a choice of another way of shopping, nor a phone that is not +1 and 10 digits', () => {
    const pickup = createCheckoutBody(promise('PICKUP'), lines, {
      profile: { ...profile, phones: [{ kind: 'MOBILE', number: '555-0123' }], loyaltyCardNumber: null, address: null },
      activeModality: { ...delivery, modalityType: 'PICKUP' },
      dateOfBirth: undefined,
    });
    expect(pickup.fulfillment).toEqual({
      promise: { id: 'promise-1', versionKey: '3' },
      contact: { firstName: 'Jordan', lastName: 'Rivera', phone: '', smsOptin: false },
      location: { id: '01400352' },
    });
    expect(pickup.buyer).toEqual({ profileId: 'shopper-1', email: 'jordan.rivera@example.com' });
    const stale = createCheckoutBody(promise('PICKUP'), lines, {
      profile,
      activeModality: delivery,
      dateOfBirth: undefined,
    });
    expect(stale.fulfillment.location).toBeUndefined();
  });

  it('sends a ship order as SHIP, to the address it ships to, from the store that packs it', () => {
    const ship = createCheckoutBody(promise('SHIP'), lines, {
      profile,
      activeModality: { ...delivery, modalityType: 'SHIP' },
      dateOfBirth: undefined,
    });
    expect(ship.modalityType).toBe('SHIP');
    expect(ship.fulfillment.address).toEqual(address);
    expect(ship.fulfillment.location).toEqual({ id: '01400352' });
  });

  it('leaves the buyer and contact to the service when the profile could not be read', () => {
    const body = createCheckoutBody(promise('DELIVERY'), lines, {
      profile: null,
      activeModality: null,
      dateOfBirth: '1990-04-02',
    });
    expect(body.fulfillment).toEqual({ promise: { id: 'promise-1', versionKey: '3' } });
    expect(body.buyer).toEqual({ dateOfBirth: '1990-04-02' });
  });
});
