import type { DeliveryDay } from '@aisle/account';

/** A drawn thumbnail, so the demo cart needs no image files or network. */
function thumbnail(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${color}"/><text x="48" y="58" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface CartItem {
  id: string;
  name: string;
  imageSrc: string;
  /** The age the item requires, if any. */
  minimumAge?: number;
}

/** The demo cart: two age-restricted items and one that is not. */
export const cartItems: readonly CartItem[] = [
  { id: 'wine', name: 'Red Table Wine, 750 ml', imageSrc: thumbnail('W', '#7b1e3a'), minimumAge: 21 },
  { id: 'ipa', name: 'Craft IPA, 6 × 12 oz', imageSrc: thumbnail('B', '#9a5b00'), minimumAge: 21 },
  { id: 'bananas', name: 'Bananas, 2 lb', imageSrc: thumbnail('F', '#2f6b2f') },
];

/** What a scheduling service would say of the coming week: one day full, prices that vary. */
export function demoDeliveryDays(dates: readonly string[]): DeliveryDay[] {
  const costs = [9.95, 3.95, 3.95, null, 12.95, 4.95, 6.95];
  return dates.map((date, index) => {
    const cost = costs[index % costs.length] ?? null;
    return cost === null ? { date, available: false } : { date, available: true, cost };
  });
}

/** The demo order's total and its SNAP-eligible share (the bananas), for the payment flyout. */
export const cartTotal = 42.87;
export const snapEligibleTotal = 1.98;
