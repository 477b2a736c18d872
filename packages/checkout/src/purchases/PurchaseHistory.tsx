'use client';

import type { Purchase } from '@aisle/contracts/checkout';
import { loadOnce, serviceKey, useServiceClient, useServiceErrorMessage, useServiceSWR } from '@aisle/core';
import { formatMoney, formatOrderDate } from '@aisle/core/format';
import { Alert, format, Link, Spinner } from '@aisle/ui';
import { checkoutPaths } from '@aisle/contracts/checkout';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useCheckoutMessages } from '../messages';
import { orderTimeText } from '../orderTime/orderTime';
import { orderKinds } from './orderKind';
import * as styles from './PurchaseHistory.css';

export interface PurchaseHistoryProps {
  /** The heading level of each order, under the page's own heading; 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * The shopper's placed orders, newest first: what, when and how much, with the order's page and,
 * while the store has not started on it, 'Modify Order'.
 */
export function PurchaseHistory({ headingLevel = 2 }: PurchaseHistoryProps) {
  const client = useServiceClient();
  const { getPurchases } = useCheckoutCalls();
  const messages = useCheckoutMessages();
  const errorMessage = useServiceErrorMessage();
  const { data, error } = useServiceSWR(serviceKey(checkoutPaths.purchases), () => getPurchases(client), loadOnce);
  if (error) return <Alert tone="error">{errorMessage(error)}</Alert>;
  if (!data) return <Spinner label={messages.purchasesLoading} />;
  if (data.length === 0) return <p className={styles.detail}>{messages.purchasesEmpty}</p>;
  return (
    <ul className={styles.list}>
      {data.map((purchase) => (
        <PurchaseRow key={purchase.checkoutId} purchase={purchase} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

function PurchaseRow({ purchase, headingLevel }: { purchase: Purchase; headingLevel: 2 | 3 }) {
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cancelled = purchase.status === 'CANCELLED';
  return (
    <li className={styles.order}>
      <Heading className={styles.heading}>
        {messages[orderKinds[purchase.modalityType]]}
        {cancelled && ` (${messages.purchasesCancelled})`}
      </Heading>
      <p className={styles.detail}>
        {format(messages.purchasesOrderedOn, {
          date: formatOrderDate(purchase.placedDate, { timeZone: purchase.window.timezone }),
        })}
      </p>
      <p className={styles.detail}>
        {orderTimeText(purchase.modalityType, purchase.window, messages.checkoutShipTimeline)}
      </p>
      <p className={styles.detail}>{format(messages.purchasesItemCount, { count: purchase.itemCount })}</p>
      <p className={styles.total}>
        {messages.purchasesTotal}: {formatMoney(purchase.total)}
      </p>
      <div className={styles.actions}>
        <Link href={routes.pendingPurchase(purchase.checkoutId)}>{messages.purchasesViewOrder}</Link>
        {purchase.modifiable && !cancelled && (
          <Link href={routes.modifyOrder(purchase.checkoutId)}>{messages.purchasesModifyOrder}</Link>
        )}
      </div>
    </li>
  );
}
