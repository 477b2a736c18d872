'use client';

import type { Checkout, FlashSaleLineItem } from '@aisle/contracts/checkout';
import { Button, Card, DrawerContent, DrawerRoot, DrawerTrigger, format } from '@aisle/ui';
import { useId, useState } from 'react';
import { useCheckoutMessages } from '../messages';
import { FlashSaleList } from './FlashSaleList';
import { bestPercentOff } from './flashSaleRules';
import * as styles from './FlashSales.css';
import { useFlashSales } from './useFlashSales';

export interface FlashSalesProps {
  /** The draft being paid for: its id finds the sales, its lines show what the order holds. */
  checkout: Checkout;
  /**
   * Puts the lines in the order (§7 "Update line items"): each line's quantity is what the order is
   * to hold of that item. Reject, or resolve with `{ ok: false, failure }` (the page's checkout
   * update), when it did not go through: the drawer then stays open with the reason.
   */
  onAddItems(lineItems: FlashSaleLineItem[]): Promise<unknown>;
  /** The teaser heading's level, under the page's own heading; 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * The payment page's flash sales block (§2 "Flash sales teaser", the flashSales drawer): a teaser
 * when the checkout's store has sales, opening the drawer of sales. Nothing while the sales load,
 * when there are none, or when they could not be read: the sales are an offer, never in the way of
 * paying.
 */
export function FlashSales({ checkout, onAddItems, headingLevel = 2 }: FlashSalesProps) {
  const messages = useCheckoutMessages();
  const sales = useFlashSales(checkout.id);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (!sales || sales.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.teaser}>
      <Heading id={headingId} className={styles.heading}>
        {messages.flashSalesTitle}
      </Heading>
      <p className={styles.text}>{format(messages.flashSalesTeaser, { percent: bestPercentOff(sales) })}</p>
      <DrawerRoot open={open} onOpenChange={setOpen}>
        <DrawerTrigger asChild>
          <Button variant="secondary">{messages.flashSalesView}</Button>
        </DrawerTrigger>
        <DrawerContent>
          <FlashSaleList checkout={checkout} sales={sales} onAddItems={onAddItems} />
        </DrawerContent>
      </DrawerRoot>
    </Card>
  );
}
