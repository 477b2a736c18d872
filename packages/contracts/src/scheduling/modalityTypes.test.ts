import { describe, expect, it } from 'vitest';
import { modalityType } from './modalityOptions';
import { readModalityType } from './modalityTypes';

describe('given a modality type as a service spells it', () => {
  it.each([
    ['DELIVERY', 'DELIVERY'],
    ['PICKUP', 'PICKUP'],
    ['SHIP', 'SHIP'],
    ['IN_STORE', 'IN_STORE'],
    // The spec's alternate spellings.
    ['Delivery', 'DELIVERY'],
    ['Pickup', 'PICKUP'],
    ['Ship', 'SHIP'],
    ['InStore', 'IN_STORE'],
    [' instore ', 'IN_STORE'],
    ['in-store', 'IN_STORE'],
  ])('readModalityType(%j) is %s', (value, expected) => {
    expect(readModalityType(value)).toBe(expected);
  });

  it.each([['DRONE'], ['Deliveries'], [''], [null], [undefined], [3]])('readModalityType(%j) is undefined', (value) => {
    expect(readModalityType(value)).toBeUndefined();
  });

  it('reads an alternate spelling into what the strict wire schema accepts', () => {
    expect(modalityType.safeParse('InStore').success).toBe(false);
    expect(modalityType.parse(readModalityType('InStore'))).toBe('IN_STORE');
  });
});
