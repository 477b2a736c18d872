'use client';

import { readAddressLines } from '@aisle/contracts';
import { formatDistance } from '@aisle/core/format';
import { Button, format, Link, VisuallyHidden } from '@aisle/ui';
import { useId } from 'react';
import { useSchedulingWords } from '../../words';
import { selectorMessages } from '../../modalitySelector/selectorMessages';
import { crossBannerLink, type StoreChoice } from '../storeRules';
import * as styles from './StoreCard.css';

export interface StoreCardProps {
  choice: StoreChoice;
  /** The shopper picked this store; cross-banner stores link away instead (§4 "Selecting a store"). */
  onSelect(choice: StoreChoice): void;
  busy?: boolean;
}

/** A store card (§2): vanity name, address, distance, open status and text, the currently-shopping mark. */
export function StoreCard({ choice, onSelect, busy = false }: StoreCardProps) {
  const messages = useSchedulingWords(selectorMessages);
  const nameId = useId();
  const { store, option } = choice;
  const name = store.vanityName ?? store.locationId;
  const { street, unit } = readAddressLines(store.address?.addressLines ?? []);
  const away = option.isCrossBanner ? crossBannerLink(store) : undefined;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.layout}>
        <div className={styles.heading}>
          <h3 id={nameId} className={styles.name}>
            {name}
          </h3>
          {store.currentlyShopping && <span className={styles.mark}>{messages.currentlyShopping}</span>}
        </div>
        {store.address && (
          <p className={styles.address}>
            <span className={styles.line}>{[street, unit].filter(Boolean).join(', ')}</span>
            <span className={styles.line}>
              {store.address.cityTown}, {store.address.stateProvince} {store.address.postalCode}
            </span>
          </p>
        )}
        <p className={styles.facts}>
          {store.distance !== undefined && <span>{formatDistance(store.distance)}</span>}
          {store.isOpen !== undefined && (
            <span className={store.isOpen ? styles.open : styles.closed}>
              {store.isOpen ? messages.openNow : messages.closedNow}
            </span>
          )}
          {store.openText && <span>{store.openText}</span>}
        </p>
        <div className={styles.action}>
          {away ? (
            <Link href={away.href} external>
              {away.linkText ?? format(messages.shopAtBanner, { banner: away.bannerTitle ?? store.banner ?? '' })}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => onSelect(choice)} busy={busy}>
              {messages.selectStoreButton}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
