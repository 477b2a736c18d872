'use client';

import type { Address } from '@aisle/contracts';
import { Card } from '@aisle/ui';
import { useId, type ReactNode } from 'react';
import { useAccountMessages } from '../messages';
import { AddressLines } from './AddressLines';
import * as styles from './addressBook.css';

export interface AddressCardProps {
  address: Address;
  /** Shows 'Mailing Address' above the lines; the legacy list labels its home address so. */
  showMailingLabel?: boolean;
  /** The card's buttons (Edit, Remove), described by the address so each is told apart by a screen reader. */
  actions: (describedBy: string) => ReactNode;
}

/** One saved address: its lines and its buttons, as an item of the address list. */
export function AddressCard({ address, showMailingLabel = false, actions }: AddressCardProps) {
  const messages = useAccountMessages();
  const linesId = useId();
  return (
    <li>
      <Card className={styles.card}>
        {showMailingLabel && address.type === 'home' && <p className={styles.label}>{messages.mailingAddressLabel}</p>}
        <AddressLines id={linesId} address={address} />
        <div className={styles.cardActions}>{actions(linesId)}</div>
      </Card>
    </li>
  );
}
