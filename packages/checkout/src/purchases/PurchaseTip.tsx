'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { formatMoney } from '@aisle/core/format';
import { Suspense, useEffect } from 'react';
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
  const messages = useCheckoutMessages();
  const tipping = checkout.modalityType === 'DELIVERY' && checkout.status === 'ACTIVE';
  useEffect(() => {
    if (tipping) void loadTipSection();
  }, [tipping]);
  if (!tipping) return null;
  const asItIs = (
    <p className={`${styles.detail} ${styles.tipAsItIs}`}>
      <span>{messages.tipLabel}</span>
      <span>{formatMoney(checkout.paymentDetails.gratuityAmount)}</span>
    </p>
  );
  return (
    <Suspense fallback={asItIs}>
      <LazyTipSection checkout={checkout} onChanged={onChanged} />
    </Suspense>
  );
}
