'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { formatMoney } from '@aisle/core/format';
import {
  Button,
  DrawerDescription,
  DrawerFooter,
  DrawerTitle,
  format,
  RadioTile,
  RadioTileGroup,
  Skeleton,
  Spinner,
} from '@aisle/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { unitPrice } from '../../items/cartItems';
import { ProductImage } from '../../items/ProductImage';
import { useSchedulingWords } from '../../words';
import { replacementMessages } from '../replacementMessages';
import { pageCount, pageHolding, pageOf, similarItemsPerPage } from '../similarPages';
import { SimilarItemsPager } from '../SimilarItemsPager';
import { useSimilarItems } from '../useSimilarItems';
import * as styles from './SimilarItemsScreen.css';

export interface SimilarItemsScreenProps {
  /** The unavailable item. */
  product: Pick<Product, 'gtin13' | 'description'>;
  /** Its stored replacement, chosen again when the screen opens. */
  chosenUpc?: string | undefined;
  /** Codes never offered: the other unavailable items. */
  unavailableUpcs: ReadonlySet<string>;
  onBack(): void;
  onReplace(replacement: Product): void;
}

/**
 * The 'find similar item' screen (§4): 'Select a Replacement', the items like the unavailable one
 * as a radio group 4 a page (§9), their loading, failure and empty states (§8), 'Replace Item'
 * (none chosen: 'Please select a similar item first.', §5) and 'Back'.
 */
export function SimilarItemsScreen({
  product,
  chosenUpc,
  unavailableUpcs,
  onBack,
  onReplace,
}: SimilarItemsScreenProps) {
  const messages = useSchedulingWords(replacementMessages);
  const similar = useSimilarItems(product.gtin13);
  // Another unavailable item is no replacement: it would be left out as well.
  const offered = (similar.products ?? []).filter((item) => !unavailableUpcs.has(item.gtin13));
  const [chosen, setChosen] = useState<string | null>(chosenUpc ?? null);
  const [page, setPage] = useState<number | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  const errorId = useId();
  // Opens at the page holding the stored replacement, once the list is there.
  const shownPage = page ?? pageHolding(offered, (item) => item.gtin13 === chosenUpc);
  const pages = pageCount(offered.length);

  // A new screen: its title is read first, as the list's was when the drawer opened.
  useEffect(() => {
    title.current?.focus();
  }, []);

  const choose = (gtin13: string) => {
    setChosen(gtin13);
    setMissingChoice(false);
  };
  const replace = () => {
    const replacement = offered.find((item) => item.gtin13 === chosen);
    if (replacement) {
      onReplace(replacement);
      return;
    }
    setMissingChoice(true);
    // To where the choice is made; the message is an alert, so it is heard too.
    group.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  };

  return (
    <>
      <DrawerTitle ref={title} tabIndex={-1} className={styles.title}>
        {messages.replacementSelectTitle}
      </DrawerTitle>
      <DrawerDescription>
        {format(messages.replacementSelectDescription, { item: product.description })}
      </DrawerDescription>
      {similar.status !== 'loaded' && similar.status !== 'error' && (
        <div className={styles.list} aria-busy="true">
          <Spinner label={messages.replacementSimilarLoading} />
          {Array.from({ length: similarItemsPerPage }, (_, index) => (
            <Skeleton key={index} shape="rectangle" height={88} />
          ))}
        </div>
      )}
      {similar.status === 'error' && (
        <div className={styles.failure}>
          <p role="alert" className={styles.message}>
            {messages.replacementSimilarFailed}
          </p>
          <Button variant="secondary" onClick={similar.retry}>
            {messages.replacementSimilarRetry}
          </Button>
        </div>
      )}
      {similar.status === 'loaded' && offered.length === 0 && (
        <p role="status" className={styles.message}>
          {messages.replacementSimilarEmpty}
        </p>
      )}
      {similar.status === 'loaded' && offered.length > 0 && (
        <div className={styles.list}>
          {missingChoice && (
            <p id={errorId} role="alert" className={styles.error}>
              {messages.replacementSelectFirst}
            </p>
          )}
          <RadioTileGroup
            ref={group}
            legend={messages.replacementSimilarLegend}
            value={chosen}
            onValueChange={choose}
            aria-invalid={missingChoice || undefined}
            aria-describedby={missingChoice ? errorId : undefined}
          >
            {pageOf(offered, shownPage).map((item) => (
              <RadioTile
                key={item.gtin13}
                value={item.gtin13}
                title={
                  <span className={styles.tileTitle}>
                    <ProductImage product={item} alt="" size="small" />
                    <span>{item.description}</span>
                  </span>
                }
                description={
                  <span className={styles.tileDetails}>
                    {item.customerFacingSize && <span>{item.customerFacingSize}</span>}
                    <span className={styles.price}>{formatMoney(unitPrice(item))}</span>
                  </span>
                }
              />
            ))}
          </RadioTileGroup>
          {pages > 1 && <SimilarItemsPager page={shownPage} pages={pages} onPageChange={setPage} />}
        </div>
      )}
      <DrawerFooter>
        <Button variant="secondary" onClick={onBack}>
          {messages.replacementBackButton}
        </Button>
        {similar.status === 'loaded' && offered.length > 0 && (
          <Button variant="primary" onClick={replace}>
            {messages.replacementReplaceButton}
          </Button>
        )}
      </DrawerFooter>
    </>
  );
}
