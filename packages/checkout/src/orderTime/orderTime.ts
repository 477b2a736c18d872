// When an order comes, in words, on every screen that shows it (payment, modify, order complete,
// purchases).
import type { CheckoutModality } from '@aisle/contracts/checkout';
import { formatReservedWindow } from '@aisle/core/format';

/**
 * A pickup or delivery window as the times the shopper chose ('Sat, Nov 28, 4:00 PM – 6:00 PM').
 * A ship order's window is the carrier's estimate, not a chosen time: it reads as the shipping
 * timeline (`checkoutShipTimeline`, 'As soon as 1-3 days').
 */
export function orderTimeText(modality: CheckoutModality, window: { value: string }, shipTimeline: string): string {
  return modality === 'SHIP' ? shipTimeline : formatReservedWindow(window);
}
