// What a journey's shopper has chosen before it starts, as the storefront keeps it
// (src/shopping/): a cart, and maybe a way of shopping.

export interface ShoppingState {
  cart: readonly { gtin13: string; quantity: number }[];
  activeModality: object | null;
}

/** Two age-restricted items and one SNAP-eligible one: the cart the wallet and age journeys check out. */
export const demoCart = [
  { gtin13: '0008500000101', quantity: 1 }, // Red Table Wine, 750 ml
  { gtin13: '0008500000201', quantity: 1 }, // Craft IPA
  { gtin13: '0000000004011', quantity: 1 }, // Bananas
] as const;

/** Pickup at Kroger Over-the-Rhine, as the selector sets it. */
export const overTheRhinePickup = {
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

/**
 * An init script that puts the state in localStorage once per tab (the first page it loads), so
 * what the journey changes afterwards is not put back by the next page load.
 */
export function seedShopping({ cart, activeModality }: ShoppingState): void {
  if (sessionStorage.getItem('aisle.e2e.seeded')) return;
  sessionStorage.setItem('aisle.e2e.seeded', '1');
  if (cart.length > 0) localStorage.setItem('aisle.cart', JSON.stringify(cart));
  if (activeModality) localStorage.setItem('aisle.activeModality', JSON.stringify(activeModality));
}
