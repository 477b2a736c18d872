'use client';

import type { PricedLineItem } from '@aisle/contracts/checkout';
import { formatMoney } from '@aisle/core/format';
import { Button, Drawer, format } from '@aisle/ui';
import { useState } from 'react';
import { useCheckoutMessages } from '../../messages';
import { PaymentBlock } from '../paymentBlock';
import * as block from '../paymentBlock/PaymentBlock.css';
import * as styles from './OrderItems.css';

export interface OrderItemsProps {
  lineItems: readonly PricedLineItem[];
}

/** Items (§2): how many the order holds, and the items drawer listing each line. */
export function OrderItems({ lineItems }: OrderItemsProps) {
  const messages = useCheckoutMessages();
  const [open, setOpen] = useState(false);
  const count = lineItems.reduce((sum, line) => sum + line.cart.quantity, 0);
  const countText = format(count === 1 ? messages.paymentPageItemCountOne : messages.paymentPageItemCountOther, {
    count,
  });
  return (
    <PaymentBlock
      title={messages.paymentPageItemsTitle}
      action={
        <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
          {messages.paymentPageViewItems}
        </Button>
      }
    >
      <p className={block.text}>{countText}</p>
      <Drawer.Root open={open} onOpenChange={setOpen}>
        <Drawer.Content>
          <Drawer.Title>{messages.paymentPageItemsDrawerTitle}</Drawer.Title>
          <Drawer.Description>{countText}</Drawer.Description>
          <ul className={styles.list}>
            {lineItems.map((line) => (
              <li key={line.cart.gtin13} className={styles.line}>
                <span className={styles.description}>{line.item.description}</span>
                <span className={styles.price}>{formatMoney(line.item.totalPrice)}</span>
                <span className={styles.quantity}>
                  {format(messages.paymentPageItemQuantity, { quantity: line.cart.quantity })}
                </span>
              </li>
            ))}
          </ul>
        </Drawer.Content>
      </Drawer.Root>
    </PaymentBlock>
  );
}
