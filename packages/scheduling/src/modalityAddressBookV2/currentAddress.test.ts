import type { Address } from '@aisle/contracts';
import type { ActiveModality } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { deliveryTo, demoAddresses, faraway, homeAddress, officeAddress, typedAddress } from '../testing/fixtures';
import { addressSections, isDeletable } from './currentAddress';

/** The shopper shops this way, at this address, now. */
const activeAt = (address: Address, modalityType: ActiveModality['modalityType'] = 'DELIVERY'): ActiveModality => ({
  ...deliveryTo(address),
  modalityType,
});

describe('the address book v2’s sections', () => {
  it('takes the saved address the shopper has delivery to now as current, the rest as others', () => {
    const sections = addressSections(demoAddresses, activeAt(officeAddress), 'DELIVERY');
    expect(sections.current?.id).toBe('addr-office');
    expect(sections.currentSaved).toBe(true);
    expect(sections.others.map(({ id }) => id)).toEqual(['addr-home', 'addr-faraway']);
  });

  it('has no current address shopping another way, or for another address way of shopping', () => {
    expect(addressSections(demoAddresses, null, 'DELIVERY').current).toBeUndefined();
    expect(addressSections(demoAddresses, activeAt(officeAddress, 'PICKUP'), 'DELIVERY').current).toBeUndefined();
    expect(addressSections(demoAddresses, activeAt(officeAddress), 'SHIP').others).toHaveLength(3);
  });

  it('shows an active address the book does not hold as current, not saved', () => {
    const sections = addressSections(demoAddresses, activeAt(typedAddress), 'DELIVERY');
    expect(sections.current?.street).toBe('1400 vine street');
    expect(sections.currentSaved).toBe(false);
    expect(sections.others).toHaveLength(3);
  });

  it('forces no current address while the book is empty', () => {
    expect(addressSections([], activeAt(officeAddress), 'DELIVERY')).toEqual({
      current: undefined,
      currentSaved: false,
      others: [],
    });
  });
});

describe('deleting an address', () => {
  it('is for a saved address that is not the mailing one', () => {
    expect(isDeletable(officeAddress)).toBe(true);
    expect(isDeletable(faraway)).toBe(true);
    expect(isDeletable(homeAddress)).toBe(false);
    expect(isDeletable(typedAddress)).toBe(false);
    expect(isDeletable(undefined)).toBe(false);
  });
});
