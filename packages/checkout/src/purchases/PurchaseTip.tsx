'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { createIdempotencyKey, useServiceClient } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { Suspense, useEffect } from 'react';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
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
        onChange={async (gratuityAmount) =>
          onChanged(
            await modifyTip(client, checkout.id, {
              versionKey: checkout.versionKey,
              gratuityAmount,
              idempotencyKey: createIdempotencyKey(),
            }),
          )
        }
      />
    </Suspense>
  );
}
