'use client';

import { Alert, Button, DrawerDescription, DrawerFooter, DrawerTitle, Skeleton, Spinner } from '@aisle/ui';
import { RetryCard } from '../../items/RetryCard';
import { useSchedulingWords } from '../../words';
import { replacementMessages } from '../replacementMessages';
import type { UnavailableRow } from '../replacementRows';
import { UnavailableItemRow } from '../UnavailableItemRow';
import * as styles from './UnavailableItemsScreen.css';

export interface UnavailableItemsScreenProps {
  rows: readonly UnavailableRow[];
  productsStatus: 'loading' | 'error' | 'loaded';
  onRetryProducts(): void;
  /** 'You’re All Set' rather than 'Items Are Unavailable'. */
  allSet: boolean;
  /** The item whose replacement is being stored: the other items' selectors wait. */
  savingUpc: string | null;
  /** The last replacement was not stored. */
  saveFailed: boolean;
  /** The item whose selector takes focus: the one the shopper came back from. */
  focusUpc?: string | undefined;
  onFindSimilar(gtin13: string): void;
  onContinue(): void;
}

/**
 * The 'unavailable items list' screen (§4): 'Items Are Unavailable' while an item has no
 * replacement, 'You’re All Set' once each has one, every item with its selector, and 'Continue to
 * Payment'. Rendered inside the drawer's content: its title names the dialog.
 */
export function UnavailableItemsScreen({
  rows,
  productsStatus,
  onRetryProducts,
  allSet,
  savingUpc,
  saveFailed,
  focusUpc,
  onFindSimilar,
  onContinue,
}: UnavailableItemsScreenProps) {
  const messages = useSchedulingWords(replacementMessages);
  return (
    <>
      <DrawerTitle>{allSet ? messages.replacementAllSetTitle : messages.replacementUnavailableTitle}</DrawerTitle>
      <DrawerDescription>
        {allSet ? messages.replacementAllSetDescription : messages.replacementUnavailableDescription}
      </DrawerDescription>
      {saveFailed && <Alert tone="error">{messages.replacementSaveFailed}</Alert>}
      {productsStatus === 'loading' && (
        <div className={styles.list} aria-busy="true">
          <Spinner label={messages.replacementItemsLoading} />
          {rows.map((row) => (
            <Skeleton key={row.item.gtin13} shape="rectangle" height={128} />
          ))}
        </div>
      )}
      {productsStatus === 'error' && <RetryCard onReload={onRetryProducts} />}
      {productsStatus === 'loaded' && rows.length > 0 && (
        <ul className={styles.list} aria-label={messages.replacementListLabel}>
          {rows.map(
            (row) =>
              row.product && (
                <UnavailableItemRow
                  key={row.item.gtin13}
                  row={{ ...row, product: row.product }}
                  saving={savingUpc === row.item.gtin13}
                  disabled={savingUpc !== null && savingUpc !== row.item.gtin13}
                  focusOnMount={focusUpc === row.item.gtin13}
                  onFindSimilar={() => onFindSimilar(row.item.gtin13)}
                />
              ),
          )}
        </ul>
      )}
      <DrawerFooter>
        {/* Waits for a replacement being stored, so payment never starts without it. */}
        <Button variant="primary" busy={savingUpc !== null} onClick={onContinue}>
          {messages.replacementContinue}
        </Button>
      </DrawerFooter>
    </>
  );
}
