'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { formatMoney } from '@aisle/core/format';
import { Button, Skeleton } from '@aisle/ui';
import { useId } from 'react';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import { unitPrice } from '../cartItems';
import { ProductImage } from '../ProductImage';
import * as styles from './UnavailableItemPanel.css';

/** 'unavailable': the item cannot be had; 'uncertain': the cart has the final word (§8 "Items"). */
export type ItemAvailability = 'unavailable' | 'uncertain';

export interface UnavailableItemPanelProps {
  product: Pick<Product, 'description' | 'customerFacingSize' | 'images'>;
  /** Which of the spec's two messages the item shows; 'unavailable' by default. */
  availability?: ItemAvailability;
  /** Items like it, as the similar-item lookup found them; undefined while they load. */
  similarItems: readonly Product[] | undefined;
  /** The similar-item lookup failed: its message and 'Try Again' show instead of the list. */
  similarItemsFailed?: boolean;
  /** 'Try Again' looks the similar items up again. */
  onRetry?(): void;
  /** The panel's heading level; 'Similar Items' is one below. 2 by default. */
  headingLevel?: 2 | 3 | 4 | 5;
}

type Heading = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * The 'Unavailable Item' panel (§2): the item with 'This item is currently unavailable.' (or 'Item
 * may be unavailable. Please see cart.'), then its 'Similar Items', their empty message, or the
 * lookup's failure with 'Try Again' (§8 "Items"). It shows the choices; picking one is the
 * replacement drawer's.
 */
export function UnavailableItemPanel({
  product,
  availability = 'unavailable',
  similarItems,
  similarItemsFailed = false,
  onRetry,
  headingLevel = 2,
}: UnavailableItemPanelProps) {
  const messages = useSchedulingWords(itemMessages);
  const titleId = useId();
  const nameId = useId();
  const Title = `h${headingLevel}` as Heading;
  const SimilarTitle = `h${headingLevel + 1}` as Heading;
  const loading = !similarItemsFailed && similarItems === undefined;
  return (
    // Named by its item too, so a page listing several panels has landmarks a screen reader tells apart.
    <section className={styles.panel} aria-labelledby={`${titleId} ${nameId}`}>
      <Title id={titleId} className={styles.title}>
        {messages.unavailableItemTitle}
      </Title>
      <div className={styles.item}>
        <ProductImage product={product} alt="" size="large" />
        <div className={styles.details}>
          <p id={nameId} className={styles.description}>
            {product.description}
          </p>
          {product.customerFacingSize && <p className={styles.size}>{product.customerFacingSize}</p>}
          <p className={styles.unavailable}>
            {availability === 'uncertain' ? messages.unavailableItemMaybeMessage : messages.unavailableItemMessage}
          </p>
        </div>
      </div>
      <div className={styles.similar} aria-busy={loading || undefined}>
        <SimilarTitle className={styles.similarTitle}>{messages.unavailableItemSimilarTitle}</SimilarTitle>
        {similarItemsFailed ? (
          <div className={styles.failure}>
            <p role="alert" className={styles.message}>
              {messages.unavailableItemSimilarFailed}
            </p>
            {onRetry && (
              <Button variant="secondary" size="small" onClick={onRetry}>
                {messages.unavailableItemSimilarRetry}
              </Button>
            )}
          </div>
        ) : similarItems === undefined ? (
          <div className={styles.loading}>
            <p role="status" className={styles.loadingStatus}>
              {messages.unavailableItemSimilarLoading}
            </p>
            <Skeleton shape="rectangle" height={56} />
            <Skeleton shape="rectangle" height={56} />
          </div>
        ) : similarItems.length === 0 ? (
          <p className={styles.message}>{messages.unavailableItemSimilarEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {similarItems.map((similar) => (
              <li key={similar.gtin13} className={styles.similarItem}>
                <ProductImage product={similar} alt="" />
                <div className={styles.details}>
                  <p className={styles.description}>{similar.description}</p>
                  {similar.customerFacingSize && <p className={styles.size}>{similar.customerFacingSize}</p>}
                </div>
                <p className={styles.price}>{formatMoney(unitPrice(similar))}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
