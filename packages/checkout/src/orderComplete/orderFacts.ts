// What the order-complete page says of an order (checkout spec §2 "Order-complete page"), pure.
import type { Checkout, CheckoutDestination } from '@aisle/contracts/checkout';
import { formatOrderDate } from '@aisle/core/format';
import type { orderCompleteMessages } from './orderCompleteMessages';

/**
 * 'Ordered on {date}' as 'MMM. D, YYYY' ('Nov. 27, 2026'), the day in the store's zone (the
 * window's), so an order placed late in the evening is not dated the next day.
 */
export function orderedOnDate(checkout: Checkout): string {
  return formatOrderDate(checkout.placedDate ?? checkout.createdDate, {
    timeZone: checkout.fulfillment.promise.window.timezone,
  });
}

/** The address on one line: '1014 Vine St, Cincinnati, OH 45202'. */
export function destinationAddress({ addressLine1, city, state, zipCode }: CheckoutDestination): string {
  return `${addressLine1}, ${city}, ${state} ${zipCode}`;
}

export type NextStep = keyof Pick<
  typeof orderCompleteMessages,
  | 'orderCompletePickupOnMyWay'
  | 'orderCompletePickupImHere'
  | 'orderCompletePickupLoaded'
  | 'orderCompleteDeliveryBeThere'
  | 'orderCompleteDeliveryContactless'
  | 'orderCompleteShipTracking'
  | 'orderCompleteEnjoy'
>;

/**
 * The steps after placing: for pickup 'On My Way', 'I'm Here' and loading the car; for delivery,
 * being there during the window, or for a contactless (leave-at-door) delivery watching for
 * updates; for a ship order (ours), the e-mail when it ships; then 'Take your items and enjoy
 * your day!'.
 */
export function nextSteps(checkout: Checkout): NextStep[] {
  if (checkout.modalityType === 'PICKUP') {
    return [
      'orderCompletePickupOnMyWay',
      'orderCompletePickupImHere',
      'orderCompletePickupLoaded',
      'orderCompleteEnjoy',
    ];
  }
  if (checkout.modalityType === 'SHIP') return ['orderCompleteShipTracking', 'orderCompleteEnjoy'];
  const contactless = checkout.fulfillment.deliveryType === 'Contactless';
  return [contactless ? 'orderCompleteDeliveryContactless' : 'orderCompleteDeliveryBeThere', 'orderCompleteEnjoy'];
}
