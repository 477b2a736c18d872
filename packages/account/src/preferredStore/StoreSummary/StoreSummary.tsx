import { readAddressLines } from '@aisle/contracts';
import type { Store } from '@aisle/contracts/account';
import { formatDistance } from '@aisle/core/format';
import { format } from '@aisle/ui';
import type { ReactNode } from 'react';
import type { AccountMessages } from '../../messages';
import * as styles from './StoreSummary.css';

export interface StoreSummaryProps {
  store: Store;
  /** The words, from the caller's `useAccountMessages()`: this part calls no hook, so it renders on a server. */
  messages: AccountMessages;
  /** The store name's heading level under the section's. */
  headingLevel: 3 | 4;
  /** Shows how far the store is from the searched postal code. */
  showDistance?: boolean;
  /** Beside the details: the choose button, or the mark of the current store. */
  action?: ReactNode;
}

/** The store's name, or 'Store {number}' when the locator gives none. */
export function storeName(store: Store, messages: AccountMessages): string {
  const number = format(messages.profilePreferredStore, { storeNumber: store.storeNumber ?? store.locationId });
  return store.vanityName ?? number;
}

/** A store as the preferred-store section shows it: its name, address, open status and number. */
export function StoreSummary({ store, messages, headingLevel, showDistance, action }: StoreSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const { street, unit } = readAddressLines(store.address?.addressLines);
  const place = store.address
    ? format(messages.addressCityLine, {
        city: store.address.cityTown,
        state: store.address.stateProvince,
        zip: store.address.postalCode,
      })
    : '';
  const distance = showDistance ? formatDistance(store.distance) : '';
  return (
    <div className={styles.container}>
      <div className={styles.summary}>
        <div className={styles.details}>
          <Heading className={styles.name}>{storeName(store, messages)}</Heading>
          {store.address && (
            <p className={styles.address}>{[[street, unit].filter(Boolean).join(', '), place].join('\n')}</p>
          )}
          <p className={styles.facts}>
            {distance && <span>{distance}</span>}
            {store.isOpen !== undefined && (
              <span className={store.isOpen ? styles.open : styles.closed}>
                {store.isOpen ? messages.storeOpenNow : messages.storeClosedNow}
              </span>
            )}
            {store.openText && <span>{store.openText}</span>}
            {store.vanityName && store.storeNumber && (
              <span>{format(messages.profilePreferredStore, { storeNumber: store.storeNumber })}</span>
            )}
          </p>
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
