'use client';

import { checkoutErrorCodes, type Checkout } from '@aisle/contracts/checkout';
import { createIdempotencyKey, isServiceError, useServiceClient, useStorefront } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { Suspense, useEffect } from 'react';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { keepPostAuthRejectReason } from '../paymentError/postAuthRejectReason';
import { useCheckoutMessages } from '../messages';
import { LazyTipSection, loadTipSection } from './lazyTipSection';
import * as styles from './PurchaseHistory.css';

export interface PurchaseTipProps {
  checkout: Checkout;
  /** Shows the order as the tip change answered it. */
  onChanged(checkout: Checkout): void;
}

/**
 * The tip of a placed delivery order, which the shopper may still change (§7 "tip modification"):
 * the payment page's tip, sent as a modification of the placed order, its cards held for the new
 * total. Pickup and cancelled orders take no tip. Until its panels have loaded, the tip shows as it is.
 */
export function PurchaseTip({ checkout, onChanged }: PurchaseTipProps) {
  const client = useServiceClient();
  const { modifyTip } = useCheckoutCalls();
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const { navigate } = useStorefront().navigation;
  const tipping = checkout.modalityType === 'DELIVERY' && checkout.status === 'ACTIVE';
  useEffect(() => {
    if (tipping) void loadTipSection();
  }, [tipping]);
  if (!tipping) return null;
  const amount = checkout.paymentDetails.gratuityAmount;
  const asItIs = (
    <p className={`${styles.detail} ${styles.tipAsItIs}`}>
      <span>{messages.tipLabel}</span>
      <span>{formatMoney(amount)}</span>
    </p>
  );
  return (
    <Suspense fallback={asItIs}>
      <LazyTipSection
        gratuity={checkout.gratuity}
        amount={amount}
        onChange={async (gratuityAmount) => {
          try {
            onChanged(
              await modifyTip(client, checkout.id, {
                versionKey: checkout.versionKey,
                gratuityAmount,
                idempotencyKey: createIdempotencyKey(),
              }),
            );
          } catch (error) {
            // The cards held for the new total were rejected late: the order is cancelled, as after
            // a modification (§5), and the Payment Error page says 'Order Canceled', not a tip failure.
            if (isServiceError(error) && error.code === checkoutErrorCodes.postAuthReject) {
              keepPostAuthRejectReason(error);
              navigate(routes.paymentError(true));
              return;
            }
            throw error;
          }
        }}
      />
    </Suspense>
  );
}
