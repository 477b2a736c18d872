'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { format, VisuallyHidden } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import { ProductImage } from '../ProductImage';
import * as styles from './ItemImageStrip.css';
import { itemStripMaxImages, moreBubbleText } from './imageStrip';

export interface ItemImageStripProps {
  products: readonly Pick<Product, 'gtin13' | 'description' | 'images'>[];
  /**
   * How many items the strip stands for, when the host has only some of their products (the
   * first eight, say); the number of products otherwise.
   */
  count?: number;
  className?: string;
}

/**
 * The item-image strip (§2): the first eight items' pictures, then a '+N' bubble for the rest,
 * '999+' past 999. A list named by its count ('12 items'); each picture is named by its item and
 * the bubble reads the exact number left.
 */
export function ItemImageStrip({ products, count = products.length, className }: ItemImageStripProps) {
  const messages = useSchedulingWords(itemMessages);
  const total = Math.max(count, products.length);
  const shown = products.slice(0, itemStripMaxImages);
  const rest = total - shown.length;
  const label = format(total === 1 ? messages.itemStripLabelOne : messages.itemStripLabelOther, { count: total });
  return (
    <ul aria-label={label} className={className ? `${styles.strip} ${className}` : styles.strip}>
      {shown.map((product, index) => (
        <li key={`${product.gtin13}-${index}`} className={styles.entry}>
          <ProductImage product={product} alt={product.description} size="small" />
        </li>
      ))}
      {rest > 0 && (
        <li className={styles.entry}>
          <span className={styles.bubble} aria-hidden="true">
            {moreBubbleText(rest, messages)}
          </span>
          <VisuallyHidden>{format(messages.itemStripMoreLabel, { count: rest })}</VisuallyHidden>
        </li>
      )}
    </ul>
  );
}
