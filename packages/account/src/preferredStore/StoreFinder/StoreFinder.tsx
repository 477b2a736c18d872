'use client';

import { postalCodeMaxLength } from '@aisle/contracts';
import type { Store } from '@aisle/contracts/account';
import { Alert, Button, Stack, TextField, VisuallyHidden, format } from '@aisle/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { storeSearchError } from '../../api/errors';
import { storeSearchPostalCode } from '../../api/preferredStore';
import { preferredStoreErrorMessage } from '../../api/preferredStoreErrors';
import { useStoreSearch, type StoreSearchState } from '../../hooks/useStoreSearch';
import { useAccountMessages, type AccountMessages } from '../../messages';
import { StoreSummary, storeName } from '../StoreSummary';
import * as styles from './StoreFinder.css';

export interface StoreFinderProps {
  /** The store preferred now: marked in the results instead of offered. */
  currentLocationId: string | undefined;
  /** Makes a store the preferred one; rejects with the failure. */
  choose(locationId: string): Promise<void>;
  /** A store was chosen: the section closes the finder and says so. */
  onChosen(): void;
  onCancel(): void;
}

/** What the live region says once a search has answered: how many stores, or the spec's no-stores sentence. */
function searchOutcome(search: StoreSearchState, messages: AccountMessages): string {
  const postalCode = search.postalCode ?? '';
  if (search.status === 'none') return messages.noStoresFound;
  if (search.status !== 'found') return '';
  return search.stores.length === 1
    ? format(messages.storeResultsCountOne, { postalCode })
    : format(messages.storeResultsCount, { count: search.stores.length, postalCode });
}

/**
 * The store search of the preferred-store section (spec §7, §8, §9): a postal code, the stores
 * within 500 miles nearest first, each with 'Make This My Store'. The no-stores and
 * search-unavailable messages show in place of the list; a postal code the search cannot use is
 * refused under its field, keeping what was typed.
 */
export function StoreFinder({ currentLocationId, choose, onChosen, onCancel }: StoreFinderProps) {
  const messages = useAccountMessages();
  const search = useStoreSearch();
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState(false);
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const field = useRef<HTMLInputElement>(null);

  // Opened to search: the shopper types the postal code next.
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const postalCode = storeSearchPostalCode(typed);
    if (!postalCode) {
      setRefused(true);
      field.current?.focus();
      return;
    }
    setRefused(false);
    void search.search(postalCode);
  };

  const pick = async (store: Store) => {
    if (choosing) return;
    setChoosing(store.locationId);
    setFailure(null);
    try {
      await choose(store.locationId);
      onChosen();
    } catch (error) {
      setFailure({ error });
      setChoosing(undefined);
    }
  };

  const invalid = refused || search.status === 'invalid postal code';
  return (
    <Stack space="4">
      <form className={styles.form} role="search" aria-label={messages.storeSearchLabel} noValidate onSubmit={submit}>
        <div className={styles.searchRow}>
          <TextField
            ref={field}
            label={messages.postalCodeLabel}
            hint={messages.storeSearchHint}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefused(false);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={postalCodeMaxLength}
            error={invalid ? messages.postalCodeInvalid : undefined}
          />
          <div className={styles.buttons}>
            <Button type="submit" busy={search.status === 'searching'} busyLabel={messages.storeSearchingLabel}>
              {messages.storeSearchButton}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {messages.cancelButton}
            </Button>
          </div>
        </div>
      </form>
      <Stack space="3">
        {/* Always in the page, so what it says is announced when a search answers. */}
        <p role="status" className={search.status === 'none' ? styles.none : styles.count}>
          {searchOutcome(search, messages)}
        </p>
        {search.status === 'failed' && <Alert tone="error">{storeSearchError(search.error, messages).message}</Alert>}
        {failure && <Alert tone="error">{preferredStoreErrorMessage(failure.error, messages)}</Alert>}
        {search.status === 'found' && (
          <Stack
            as="ul"
            space="3"
            className={styles.results}
            aria-label={format(messages.storeResultsLabel, { postalCode: search.postalCode ?? '' })}
          >
            {search.stores.map((store) => (
              <li key={store.locationId} className={styles.result}>
                <StoreSummary
                  store={store}
                  messages={messages}
                  headingLevel={3}
                  showDistance
                  action={
                    store.locationId === currentLocationId ? (
                      <span className={styles.current}>{messages.currentStoreMark}</span>
                    ) : (
                      <Button variant="secondary" busy={choosing === store.locationId} onClick={() => void pick(store)}>
                        {messages.chooseThisStoreButton}
                        <VisuallyHidden>: {storeName(store, messages)}</VisuallyHidden>
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
