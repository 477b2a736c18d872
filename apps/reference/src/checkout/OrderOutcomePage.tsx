import { OrderCompletePage, PaymentErrorPage } from '@aisle/checkout';
import { useParams, useSearch } from 'wouter';
import { useCartLines } from '../shopping/cart';
import { orderMapUrl } from './orderMapUrl';

/**
 * Where Place order ends: the order-complete page (/checkout/:appName/:orderId/complete), or the
 * Payment Error page after a post-authorization reject (/checkout/payment-error, our path: the
 * spec does not show it). One page module for both, so the first download carries one entry of
 * the page table for them. Placing the order took its lines out of the cart, so any line left is
 * for another way of shopping.
 */
export function OrderOutcomePage() {
  const { orderId } = useParams<{ orderId?: string }>();
  const search = new URLSearchParams(useSearch());
  const leftInCart = useCartLines().reduce((sum, line) => sum + line.quantity, 0);
  if (!orderId) return <PaymentErrorPage isModify={search.get('isModify') === 'true'} />;
  return (
    <OrderCompletePage
      orderId={orderId}
      modified={search.get('im') === 'true'}
      mapUrl={orderMapUrl}
      otherModalityItemCount={leftInCart}
    />
  );
}
