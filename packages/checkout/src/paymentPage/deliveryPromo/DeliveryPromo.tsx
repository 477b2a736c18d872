'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { Alert, format } from '@aisle/ui';
import { useCheckoutMessages } from '../../messages';

/** The item subtotal, in dollars, from which a delivery order qualifies (§9 "Delivery promo panel"). */
export const deliveryPromoMinimum = 35;

/** The banner's delivery membership the panel offers; the host leaves it out for BST or BSTL members (§6). */
export interface DeliveryPromoOffer {
  /** The membership programme's name: 'Boost'. */
  membership: string;
}

export interface DeliveryPromoProps {
  checkout: Checkout;
  offer?: DeliveryPromoOffer | null;
}

/**
 * The delivery promo panel (checkout spec §9): on a delivery whose subtotal, the summary's first
 * row, is at least $35, the banner's membership with free delivery. The subtotal is before savings,
 * so the panel does not come and go as coupons and promo codes change.
 */
export function DeliveryPromo({ checkout, offer }: DeliveryPromoProps) {
  const messages = useCheckoutMessages();
  const qualifies = checkout.modalityType === 'DELIVERY' && checkout.summary.cost.itemTotal >= deliveryPromoMinimum;
  if (!offer || !qualifies) return null;
  return <Alert tone="info">{format(messages.paymentPageDeliveryPromo, { membership: offer.membership })}</Alert>;
}
