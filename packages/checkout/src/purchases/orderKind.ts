import type { CheckoutModality } from '@aisle/contracts/checkout';
import type { CheckoutMessages } from '../messages';

/** An order's heading in Purchase History and on its page, by its way of shopping. */
export const orderKinds = {
  PICKUP: 'purchasesPickupOrder',
  DELIVERY: 'purchasesDeliveryOrder',
  SHIP: 'purchasesShipOrder',
} as const satisfies Record<CheckoutModality, keyof CheckoutMessages>;
