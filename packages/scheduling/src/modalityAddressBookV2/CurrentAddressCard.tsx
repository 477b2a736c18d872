'use client';

import type { Address } from '@aisle/contracts';
import { Button } from '@aisle/ui';
import { useId } from 'react';
import { addressBookMessages } from '../modalityAddressBook/addressBookMessages';
import { addressFormMessages } from '../modalityAddressForm/addressFormMessages';
import { addressLines } from '../modalityAddressForm/addressLines';
import { useSchedulingWords } from '../words';
import * as styles from './ModalityAddressBookV2.css';

const words = /* @__PURE__ */ Object.assign({}, addressBookMessages, addressFormMessages);

export interface CurrentAddressCardProps {
  address: Address;
  /** 'Edit Address' opens the form with it; absent, none shows (a visitor, or an address not saved). */
  onEdit?: (() => void) | undefined;
}

/** The 'Current Address' section's address, with 'Edit Address' for a saved one. */
export function CurrentAddressCard({ address, onEdit }: CurrentAddressCardProps) {
  const messages = useSchedulingWords(words);
  const linesId = useId();
  const [street, locality] = addressLines(address);
  return (
    <div className={styles.card}>
      <address id={linesId} className={styles.lines}>
        {street}
        <br />
        {locality}
        {address.type === 'home' && <span className={styles.mark}> · {messages.mailingAddressMark}</span>}
      </address>
      {onEdit && (
        // Named 'Edit Address' as the spec's button, described by the address it edits.
        <Button variant="link" aria-describedby={linesId} onClick={onEdit}>
          {messages.editAddressButton}
        </Button>
      )}
    </div>
  );
}
