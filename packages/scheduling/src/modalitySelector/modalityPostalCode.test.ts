import type { ActiveModality } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { modalityPostalCode } from './modalityPostalCode';

const modality = (modalityType: ActiveModality['modalityType'], postalCode?: string): ActiveModality => ({
  id: `${modalityType}-1`,
  modalityType,
  destination: {
    locationId: '01400352',
    ...(postalCode !== undefined && {
      address: {
        addressLines: ['1420 Vine St'],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode,
        countryCode: 'US',
      },
    }),
  },
  createdDate: '2026-11-20T10:00:00.000Z',
  source: 'Options',
});

describe('the postal code of the way the shopper shops (§5)', () => {
  it.each(['DELIVERY', 'SHIP', 'PICKUP', 'IN_STORE'] as const)('is the destination’s for %s', (type) => {
    expect(modalityPostalCode(modality(type, '45202'))).toBe('45202');
  });

  it('takes the five digits of a ZIP+4', () => {
    expect(modalityPostalCode(modality('DELIVERY', '45209-1234'))).toBe('45209');
  });

  it.each([
    ['no way of shopping', null],
    ['no address', modality('PICKUP')],
    ['a Canadian code, which the ZIP search does not take', modality('DELIVERY', 'K1A 0B1')],
    ['an empty code', modality('DELIVERY', '')],
  ])('is none with %s', (_case, active) => {
    expect(modalityPostalCode(active)).toBeUndefined();
  });
});
