'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { Button, format } from '@aisle/ui';
import { useEffect, useId, useRef } from 'react';
import { ProductImage } from '../../items/ProductImage';
import { useSchedulingWords } from '../../words';
import { replacementMessages } from '../replacementMessages';
import type { UnavailableRow } from '../replacementRows';
import { useSimilarItems } from '../useSimilarItems';
import * as styles from './UnavailableItemRow.css';

export interface UnavailableItemRowProps {
  row: UnavailableRow & { product: Product };
  /** Its replacement is being stored. */
  saving?: boolean;
  /** Another item's replacement is being stored: this one waits (§4). */
  disabled?: boolean;
  /** Focus the selector when the row appears: the shopper is back from choosing for this item. */
  focusOnMount?: boolean;
  onFindSimilar(): void;
}

/**
 * One unavailable item (§4, §8 'This item is currently unavailable.'): its picture, name, size and
 * quantity, the replacement stored for it or 'No replacements found', and its selector, which
 * opens 'Select a Replacement'.
 */
export function UnavailableItemRow({
  row,
  saving = false,
  disabled = false,
  focusOnMount = false,
  onFindSimilar,
}: UnavailableItemRowProps) {
  const messages = useSchedulingWords(replacementMessages);
  const nameId = useId();
  const selector = useRef<HTMLButtonElement>(null);
  // Only read: the lookup runs when the shopper asks for similar items, not for every row at once.
  const similar = useSimilarItems(row.item.gtin13, { lookUp: false });
  const noneFound = !row.selection && similar.status === 'loaded' && similar.products?.length === 0;
  const { product, replacement, selection } = row;

  useEffect(() => {
    if (focusOnMount) selector.current?.focus();
  }, [focusOnMount]);

  return (
    <li className={styles.row}>
      <ProductImage product={product} alt="" />
      <div className={styles.details}>
        <p id={nameId} className={styles.name}>
          {product.description}
        </p>
        <p className={styles.meta}>
          {product.customerFacingSize && <span>{product.customerFacingSize}</span>}
          <span>{format(messages.replacementQuantity, { quantity: row.quantity })}</span>
        </p>
        <p className={styles.unavailable}>{messages.replacementItemUnavailable}</p>
        {selection && (
          <p className={styles.replacement}>
            <span className={styles.replacementLabel}>{messages.replacementReplacingWith}</span>{' '}
            <span className={styles.replacementName}>{replacement?.description}</span>
            {replacement?.customerFacingSize && (
              <span className={styles.replacementSize}> {replacement.customerFacingSize}</span>
            )}
          </p>
        )}
        {saving && <p className={styles.meta}>{messages.replacementSaving}</p>}
        {noneFound && <p className={styles.noneFound}>{messages.replacementNoneFound}</p>}
      </div>
      <Button
        ref={selector}
        variant="secondary"
        size="small"
        className={styles.selector}
        disabled={disabled}
        // The visible label names the action; the item it is for is read after it.
        aria-describedby={nameId}
        onClick={onFindSimilar}
      >
        {selection ? messages.replacementChange : messages.replacementFindSimilar}
      </Button>
    </li>
  );
}
