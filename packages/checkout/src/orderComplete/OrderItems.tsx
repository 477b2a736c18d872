'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { formatMoney } from '@aisle/core/format';
import { Card, Disclosure, format } from '@aisle/ui';
import { useCheckoutMessages } from '../messages';
import * as styles from './OrderComplete.css';

/** 'N Item(s) in Your Order', a heading that opens the order's lines. */
export function OrderItems({ checkout }: { checkout: Checkout }) {
  const messages = useCheckoutMessages();
  return (
    <Card as="section" className={styles.items}>
      <Disclosure.Root>
        <h2 className={styles.sectionTitle}>
          <Disclosure.Trigger className={styles.itemsTrigger}>
            {format(messages.orderCompleteItemCount, { count: checkout.summary.cost.itemCount })}
          </Disclosure.Trigger>
        </h2>
        <Disclosure.Content>
          <ul className={styles.itemList}>
            {checkout.lineItems.map(({ cart, item }) => (
              <li key={cart.gtin13} className={styles.item}>
                <span>{item.description}</span>
                <span className={styles.quantity}>
                  {format(messages.orderCompleteQuantity, { quantity: cart.quantity })}
                </span>
                <span className={styles.price}>{formatMoney(item.totalPrice)}</span>
              </li>
            ))}
          </ul>
        </Disclosure.Content>
      </Disclosure.Root>
    </Card>
  );
}
