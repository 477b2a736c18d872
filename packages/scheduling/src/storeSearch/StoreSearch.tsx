'use client';

import type { Modality } from '@aisle/contracts';
import { isOfflineError, useServiceErrorMessage } from '@aisle/core';
import { Button, format, Spinner } from '@aisle/ui';
import { useId } from 'react';
import { useSchedulingWords } from '../words';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { optionsFailure } from './optionsOutcome';
import { DeliveryTimesOffer } from './DeliveryTimesOffer';
import { PostalCodeForm } from './PostalCodeForm';
import { StoreCard } from './StoreCard';
import { bannerDeliveryOption, storeChoices, type StoreChoice } from './storeRules';
import * as styles from './storeSearch.css';
import { useModalityOptions, type StoreSearchQuery } from './useModalityOptions';

export interface StoreSearchProps {
  /** The way of shopping the stores are for: pickup or in store. */
  modality: Extract<Modality, 'PICKUP' | 'IN_STORE'>;
  /** What is typed in the postal-code field; kept by the caller, which clears it on Back. */
  postalCode: string;
  onPostalCodeChange(value: string): void;
  /** The search made, or null before one; kept by the caller with the postal code. */
  query: StoreSearchQuery | null;
  onSearch(query: StoreSearchQuery): void;
  /** Offers 'Use My Location'; the caller asks consent, then searches by location (§4). */
  onUseLocation?: () => void;
  /** What went wrong finding the device, shown under the search (§8). */
  locationMessage?: string | undefined;
  onSelect(choice: StoreChoice): void;
  /** The store being chosen, while its choice is saved. */
  selecting?: string | undefined;
  /**
   * Where the banner delivers to the searched postal code from a fulfilment centre, offers 'View
   * Delivery Times' (§4 "Viewing timeslots"); the selector decides where that leads.
   */
  onViewTimeslots?: ((postalCode: string) => void) | undefined;
  /** The delivery times are being opened. */
  viewingTimeslots?: boolean;
}

/** §9 "Loading indicator default timeout 200 ms": a fast answer never flashes a spinner. */
const loadingDelayMs = 200;

/** The store search (§2, §4, §5, §8): a postal code or the device's location, then the stores on offer. */
export function StoreSearch(props: StoreSearchProps) {
  const { modality, postalCode, onPostalCodeChange, query, onSearch, onUseLocation, locationMessage } = props;
  const messages = useSchedulingWords(selectorMessages);
  const { options, error, isLoading, retry } = useModalityOptions(query);
  const mode = query && 'location' in query ? 'geolocation' : 'postalCode';
  const failure = error ? optionsFailure(error, mode) : undefined;
  return (
    <div className={styles.search}>
      <PostalCodeForm
        value={postalCode}
        onChange={onPostalCodeChange}
        onSearch={(code) => onSearch({ postalCode: code })}
        serviceInvalid={failure === 'invalidPostalCode'}
        {...(onUseLocation && { onUseLocation })}
        busy={isLoading}
      />
      {locationMessage && (
        <p className={styles.locationMessage} role="alert">
          {locationMessage}
        </p>
      )}
      {query && isLoading && <Spinner delay={loadingDelayMs} label={messages.searchingStores} />}
      {failure === 'failed' && (
        <OptionsFailedPanel error={error} geolocation={mode === 'geolocation'} query={query} onRetry={retry} />
      )}
      {failure === 'noStores' && <NoStores />}
      {options && query && 'postalCode' in query && props.onViewTimeslots && bannerDeliveryOption(options) && (
        <DeliveryTimesOffer
          postalCode={query.postalCode}
          onViewTimeslots={props.onViewTimeslots}
          busy={props.viewingTimeslots ?? false}
        />
      )}
      {options && query && (
        <StoreList
          choices={storeChoices(options, modality)}
          query={query}
          onSelect={props.onSelect}
          selecting={props.selecting}
        />
      )}
    </div>
  );
}

function StoreList({
  choices,
  query,
  onSelect,
  selecting,
}: {
  choices: StoreChoice[];
  query: StoreSearchQuery;
  onSelect(choice: StoreChoice): void;
  selecting: string | undefined;
}) {
  const messages = useSchedulingWords(selectorMessages);
  const titleId = useId();
  if (choices.length === 0) return <NoStores />;
  const place = 'postalCode' in query ? query.postalCode : messages.yourLocation;
  return (
    <section aria-labelledby={titleId} className={styles.results}>
      <h2 id={titleId} className={styles.resultsTitle} aria-live="polite">
        {format(messages.storeListTitle, { place })}
      </h2>
      <ul className={styles.list}>
        {choices.map((choice) => (
          <li key={choice.option.id}>
            <StoreCard choice={choice} onSelect={onSelect} busy={selecting === choice.option.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** §8 "Empty results: a no-store message with an icon". */
function NoStores() {
  const messages = useSchedulingWords(selectorMessages);
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.emptyIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          d="M8 20 12 8h24l4 12M8 20v20h32V20M8 20h32M20 40V28h8v12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className={styles.emptyTitle}>{messages.noStoresTitle}</h2>
      <p className={styles.emptyBody}>{messages.noStoresBody}</p>
    </div>
  );
}

/** §2: the modality options failed: 'sorry, it's not you, it's us', worded for the way the shopper searched. */
function OptionsFailedPanel({
  error,
  geolocation,
  query,
  onRetry,
}: {
  error: unknown;
  geolocation: boolean;
  query: StoreSearchQuery | null;
  onRetry(): void;
}) {
  const messages = useSchedulingWords(selectorMessages);
  const describe = useServiceErrorMessage();
  const postalCode = query && 'postalCode' in query ? query.postalCode : '';
  // Offline is the shopper's network, not us: the generic offline words say so.
  const body = isOfflineError(error)
    ? describe(error)
    : geolocation
      ? messages.optionsFailedGeolocationBody
      : format(messages.optionsFailedBody, { postalCode });
  return (
    <div className={styles.failed} role="alert">
      <h2 className={styles.emptyTitle}>{messages.optionsFailedTitle}</h2>
      <p className={styles.emptyBody}>{body}</p>
      <Button variant="secondary" onClick={onRetry}>
        {messages.tryAgainButton}
      </Button>
    </div>
  );
}
