'use client';

import { flashSaleLimit, type Checkout, type FlashSale, type FlashSaleLineItem } from '@aisle/contracts/checkout';
import { Alert, DrawerDescription, DrawerTitle, format, VisuallyHidden } from '@aisle/ui';
import { useState } from 'react';
import { useCheckoutMessages } from '../messages';
import { FlashSaleRow } from './FlashSaleRow';
import { flashSaleLineItem, initialQuantity, quantityInOrder } from './flashSaleRules';
import * as styles from './FlashSales.css';
import { useFlashSaleUpdate } from './useFlashSaleUpdate';

export interface FlashSaleListProps {
  checkout: Checkout;
  sales: readonly FlashSale[];
  onAddItems(lineItems: FlashSaleLineItem[]): Promise<unknown>;
}

/**
 * The flashSales drawer's content (§2): every sale with its quantity and Add. A failed update
 * leaves the drawer open and every quantity as chosen, with the reason above the list.
 */
export function FlashSaleList({ checkout, sales, onAddItems }: FlashSaleListProps) {
  const messages = useCheckoutMessages();
  const settle = useFlashSaleUpdate();
  const [chosen, setChosen] = useState<Readonly<Record<string, number>>>({});
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const add = async (sale: FlashSale) => {
    const line = flashSaleLineItem(sale, chosen[sale.gtin13] ?? initialQuantity(checkout, sale), checkout.modalityType);
    setPending(sale.gtin13);
    setFailure(null);
    setAnnouncement('');
    const failed = await settle(onAddItems([line]), format(messages.flashSalesAddFailed, { item: sale.description }));
    setPending(null);
    if (failed) setFailure(failed);
    else setAnnouncement(format(messages.flashSalesAdded, { quantity: line.quantity, item: sale.description }));
  };

  return (
    <>
      <DrawerTitle>{messages.flashSalesTitle}</DrawerTitle>
      <DrawerDescription>{format(messages.flashSalesDescription, { limit: flashSaleLimit })}</DrawerDescription>
      {/* There from the start, so what is put in it is read out. */}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {failure && <Alert tone="error">{failure}</Alert>}
      <ul className={styles.list} aria-label={messages.flashSalesListLabel}>
        {sales.map((sale) => (
          <FlashSaleRow
            key={sale.gtin13}
            sale={sale}
            quantity={chosen[sale.gtin13] ?? initialQuantity(checkout, sale)}
            onQuantityChange={(quantity) => setChosen((current) => ({ ...current, [sale.gtin13]: quantity }))}
            inOrder={quantityInOrder(checkout, sale)}
            busy={pending === sale.gtin13}
            disabled={pending !== null && pending !== sale.gtin13}
            onAdd={() => void add(sale)}
          />
        ))}
      </ul>
    </>
  );
}
