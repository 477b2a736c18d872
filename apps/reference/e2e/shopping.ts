// What a journey's shopper has chosen before it starts, as the storefront keeps it
// (src/shopping/): a cart, and maybe a way of shopping.
import { randomBytes } from 'node:crypto';
import type { ActiveModality } from '@aisle/contracts/scheduling';
import { expect, type Page } from '@playwright/test';
import { modalityCodec } from '../src/shopping/activeModality';
import { cartCodec } from '../src/shopping/cart';

export interface ShoppingState {
  cart: readonly { gtin13: string; quantity: number }[];
  activeModality: ActiveModality | null;
}

/** Two age-restricted items and one SNAP-eligible one: the cart the wallet and age journeys check out. */
export const demoCart: ShoppingState['cart'] = [
  { gtin13: '0008500000101', quantity: 1 }, // Red Table Wine, 750 ml
  { gtin13: '0008500000201', quantity: 1 }, // Craft IPA
  { gtin13: '0000000004011', quantity: 1 }, // Bananas
];

/** Pickup at Kroger Over-the-Rhine, as the selector sets it. */
export const overTheRhinePickup: ActiveModality = {
  id: 'PICKUP-01400352',
  modalityType: 'PICKUP',
  destination: {
    locationId: '01400352',
    address: {
      addressLines: ['1420 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    },
  },
  createdDate: '2026-01-01T00:00:00.000Z',
  source: 'Options',
};

/** Delivery to Avery's home (her first saved address) from Over-the-Rhine, as the selector sets it. */
export const averyDelivery: ActiveModality = {
  id: 'DELIVERY-01400352',
  modalityType: 'DELIVERY',
  destination: {
    locationId: '01400352',
    address: {
      addressLines: ['Apt 5C', '1014 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    },
  },
  createdDate: '2026-01-01T00:00:00.000Z',
  source: 'Options',
};

/** Delivery to Avery's saved 'Work' address, not her home, from Over-the-Rhine. */
export const averyWorkDelivery: ActiveModality = {
  ...averyDelivery,
  destination: {
    locationId: '01400352',
    address: {
      addressLines: ['Ste 200', '7650 Montgomery Rd'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45236',
      countryCode: 'US',
    },
  },
};

/** The state as the storefront's cookies, for a browser context before its first page. */
export function shoppingCookies({ cart, activeModality }: ShoppingState, url: string) {
  return [
    // A cart and its id, as the storefront keeps them: the checkout names the cart it came from.
    ...(cart.length > 0
      ? [
          { name: 'aisle-cart', value: cartCodec.encode(cart), url },
          { name: 'aisle-cart-id', value: randomBytes(16).toString('hex'), url },
        ]
      : []),
    ...(activeModality ? [{ name: 'aisle-modality', value: modalityCodec.encode(activeModality), url }] : []),
  ];
}

/** On the scheduling step: the first time is chosen already (§4); Continue with it. */
export async function continueWithFirstTime(page: Page, modality: 'Pickup' | 'Delivery' = 'Pickup'): Promise<void> {
  const times = page.getByRole('radiogroup', { name: new RegExp(`^${modality} times for`) });
  await expect(times.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
}
