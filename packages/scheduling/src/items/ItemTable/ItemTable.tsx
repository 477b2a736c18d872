'use client';

import { formatMoney } from '@aisle/core/format';
import { Fragment } from 'react';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import { CaliforniaWarning, showsCaliforniaWarning } from '../CaliforniaWarning';
import { lineTotal, type CartItem } from '../cartItems';
import { ProductImage } from '../ProductImage';
import { SubstitutionText } from '../SubstitutionText';
import * as styles from './ItemTable.css';

export interface ItemTableProps {
  items: readonly CartItem[];
  /**
   * For narrow summaries (a side panel, a drawer): drops the product images and sets the size on
   * the description's line, in smaller type with tighter rows. The columns and their headings stay,
   * since they say what the numbers are.
   */
  compact?: boolean;
  /** The shopper's state: in California, items that require it show the Proposition 65 warning. */
  stateCode?: string | null;
  /** The table's caption, read out only; 'Items in your cart' by default. */
  caption?: string;
  id?: string;
  className?: string;
}

/**
 * The cart item table (§2): columns 'Items', 'Quantity', 'Total Price', a row per line with the
 * product's picture, description, size and substitution choice. Each row is headed by its item, so
 * a screen reader names the item when moving across to its quantity or price. In California an
 * item's Proposition 65 warning takes the full width of a row of its own under the item: as part of
 * the row header it would be read again with every number, and it needs the width on a phone.
 */
export function ItemTable({ items, compact = false, stateCode, caption, id, className }: ItemTableProps) {
  const messages = useSchedulingWords(itemMessages);
  const variant = compact ? 'compact' : 'regular';
  const classes = [styles.table[variant], className].filter(Boolean).join(' ');
  return (
    <table id={id} className={classes}>
      <caption className={styles.caption}>{caption ?? messages.itemTableCaption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.heading.item}>
            {messages.itemTableItemsColumn}
          </th>
          <th scope="col" className={styles.heading.quantity}>
            {messages.itemTableQuantityColumn}
          </th>
          <th scope="col" className={styles.heading.total}>
            {messages.itemTableTotalPriceColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const warned = showsCaliforniaWarning(item.product, stateCode);
          return (
            <Fragment key={item.id}>
              <tr className={warned ? styles.row.warned : styles.row.regular}>
                <th scope="row" className={styles.itemCell}>
                  <div className={styles.item[variant]}>
                    {!compact && <ProductImage product={item.product} alt="" />}
                    <div className={styles.details}>
                      <span className={styles.description}>
                        {item.product.description}
                        {compact && item.product.customerFacingSize && (
                          <span className={styles.size}>, {item.product.customerFacingSize}</span>
                        )}
                      </span>
                      {!compact && item.product.customerFacingSize && (
                        <span className={styles.size}>{item.product.customerFacingSize}</span>
                      )}
                      <SubstitutionText policy={item.substitutionPolicy} backup={item.backup} />
                    </div>
                  </div>
                </th>
                <td className={styles.quantity}>{item.quantity}</td>
                <td className={styles.total}>{formatMoney(lineTotal(item))}</td>
              </tr>
              {warned && (
                <tr className={styles.row.regular}>
                  <td colSpan={3} className={styles.warningCell}>
                    <CaliforniaWarning product={item.product} stateCode={stateCode} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
