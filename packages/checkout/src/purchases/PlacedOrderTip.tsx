'use client';

import { checkoutErrorCodes, type Checkout } from '@aisle/contracts/checkout';
import { createIdempotencyKey, isServiceError, useServiceClient, useStorefront } from '@aisle/core';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { keepPostAuthRejectReason } from '../paymentError/postAuthRejectReason';
import { TipSection } from '../tip/TipSection';

export interface PlacedOrderTipProps {
  checkout: Checkout;
  /** Shows the order as the tip change answered it. */
  onChanged(checkout: Checkout): void;
}

/**
 * The payment page's tip on a placed order, its change sent as a tip modification (§7) with the
 * order's versionKey. Loaded after the order's page shows (`lazyTipSection.ts`), with its call.
 */
export function PlacedOrderTip({ checkout, onChanged }: PlacedOrderTipProps) {
  const client = useServiceClient();
  const { modifyTip } = useCheckoutCalls();
  const routes = useCheckoutRoutes();
  const { navigate } = useStorefront().navigation;
  const change = async (gratuityAmount: number) => {
    try {
      onChanged(
        await modifyTip(client, checkout.id, {
          versionKey: checkout.versionKey,
          gratuityAmount,
          idempotencyKey: createIdempotencyKey(),
        }),
      );
    } catch (error) {
      // The cards held for the new total were rejected late: the order is cancelled, as after a
      // modification (§5), and the Payment Error page says 'Order Canceled', not a tip failure.
      if (isServiceError(error) && error.code === checkoutErrorCodes.postAuthReject) {
        keepPostAuthRejectReason(error);
        navigate(routes.paymentError(true));
        return;
      }
      throw error;
    }
  };
  return <TipSection gratuity={checkout.gratuity} amount={checkout.paymentDetails.gratuityAmount} onChange={change} />;
}
