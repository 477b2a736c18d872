import type { ActiveModality } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { shippingOf } from './shipping';

const address = { addressLines: ['1014 Vine St'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' };
const ship: ActiveModality = {
  id: 'SHIP-kroger',
  modalityType: 'SHIP',
  destination: { locationId: '01400352', address },
  createdDate: '2026-11-28T10:00:00.000Z',
  source: 'Options',
};

describe('shippingOf', () => {
  it('gives a ship choice’s address and packing store', () => {
    expect(shippingOf(ship)).toEqual({ address, locationId: '01400352' });
  });

  it('gives nothing for another way of shopping, or a ship choice without a store or an address', () => {
    expect(shippingOf(null)).toBeUndefined();
    expect(shippingOf({ ...ship, modalityType: 'DELIVERY' })).toBeUndefined();
    expect(shippingOf({ ...ship, destination: { address } })).toBeUndefined();
    expect(shippingOf({ ...ship, destination: { locationId: '01400352' } })).toBeUndefined();
  });
});
