'use client';

import type { FlashSale } from '@aisle/contracts/checkout';
import { formatMoney } from '@aisle/core/format';
import { Button, format, Select, VisuallyHidden } from '@aisle/ui';
import { useCheckoutMessages } from '../messages';
import { flashSalePrice, flashSaleQuantities } from './flashSaleRules';
import * as styles from './FlashSales.css';

export interface FlashSaleRowProps {
  sale: FlashSale;
  /** The quantity chosen, 1 to the sale's most. */
  quantity: number;
  onQuantityChange(quantity: number): void;
  /** How many the order holds now. */
  inOrder: number;
  /** This sale's update is under way. */
  busy: boolean;
  /** Another sale's update is under way: one at a time, each on the answer of the last. */
  disabled: boolean;
  onAdd(): void;
}

/** One sale in the drawer: the item, its category, was and now prices, a quantity and Add. */
export function FlashSaleRow({ sale, quantity, onQuantityChange, inOrder, busy, disabled, onAdd }: FlashSaleRowProps) {
  const messages = useCheckoutMessages();
  const quantities = flashSaleQuantities(sale);
  return (
    <li className={styles.sale}>
      <h3 className={styles.saleName}>{sale.description}</h3>
      <p className={styles.category}>{sale.category}</p>
      <p className={styles.prices}>
        <span className={styles.nowPrice}>
          {format(messages.flashSalesNowPrice, { price: formatMoney(flashSalePrice(sale)) })}
        </span>
        <span className={styles.wasPrice}>
          {format(messages.flashSalesWasPrice, { price: formatMoney(sale.unitPrice) })}
        </span>
        <span className={styles.percentOff}>{format(messages.flashSalesPercentOff, { percent: sale.percentOff })}</span>
      </p>
      {inOrder > 0 && <p className={styles.inOrder}>{format(messages.flashSalesInOrder, { quantity: inOrder })}</p>}
      {quantities.length > 0 && (
        <div className={styles.choice}>
          <Select
            className={styles.quantity}
            label={
              <>
                {messages.flashSalesQuantity}
                <VisuallyHidden>, {sale.description}</VisuallyHidden>
              </>
            }
            value={String(quantity)}
            disabled={busy || disabled}
            onChange={(event) => onQuantityChange(Number(event.target.value))}
            options={quantities.map((value) => ({ value: String(value), label: String(value) }))}
          />
          <Button
            variant="primary"
            busy={busy}
            busyLabel={messages.flashSalesAdding}
            disabled={disabled}
            onClick={onAdd}
          >
            {inOrder > 0 ? messages.flashSalesUpdate : messages.flashSalesAdd}
            <VisuallyHidden> {sale.description}</VisuallyHidden>
          </Button>
        </div>
      )}
    </li>
  );
}
