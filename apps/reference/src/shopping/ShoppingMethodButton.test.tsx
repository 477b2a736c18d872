import type { ActiveModality } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { activeModalityStore } from './activeModality';
import { shoppingMethodText } from './ShoppingMethodButton';

const pickup: ActiveModality = {
  id: 'PICKUP-01400352',
  modalityType: 'PICKUP',
  destination: {
    locationId: '01400352',
    address: {
      addressLines: ['Suite 2', '1420 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
    },
  },
  createdDate: '2026-11-27T10:00:00.000Z',
  source: 'Options',
};

describe('the header’s way of shopping', () => {
  it('says how and where: the way of shopping and the street (the last address line)', () => {
    expect(shoppingMethodText(pickup)).toBe('Pickup · 1420 Vine St');
    expect(shoppingMethodText({ ...pickup, modalityType: 'IN_STORE' })).toBe('In Store · 1420 Vine St');
    expect(shoppingMethodText({ ...pickup, modalityType: 'SHIP', destination: {} })).toBe('Ship');
  });

  it('asks for one before the shopper chose', () => {
    expect(shoppingMethodText(null)).toBe('Choose how you shop');
  });

  it('reads a kept choice back, an unknown way of shopping as none, and InStore as IN_STORE', async () => {
    activeModalityStore.write(pickup);
    expect(activeModalityStore.read()).toEqual(pickup);
    document.cookie = `aisle-modality=${encodeURIComponent(JSON.stringify({ ...pickup, modalityType: 'DRONE' }))}; Path=/`;
    // Cookies are read once a task (storedValue.ts): a hand edit shows from the next one.
    await Promise.resolve();
    expect(activeModalityStore.read()).toBeNull();
    // The spec's other spelling of a type is the same choice.
    document.cookie = `aisle-modality=${encodeURIComponent(JSON.stringify({ ...pickup, modalityType: 'InStore' }))}; Path=/`;
    await Promise.resolve();
    expect(activeModalityStore.read()).toEqual({ ...pickup, modalityType: 'IN_STORE' });
    document.cookie = 'aisle-modality=; Path=/; Max-Age=0';
  });
});
