'use client';

import type { Address } from '@aisle/contracts';
import { useSchedulingWords } from '../words';
import { addressFormMessages } from './addressFormMessages';
import { addressLines } from './addressLines';
import * as book from '../modalityAddressBook/ModalityAddressBook.css';
import * as styles from './ModalityAddressForm.css';

export interface SuggestedAddressProps {
  suggestion: Address;
  /** False when the validation call failed: the shopper's own entry, with §8's 'unable to verify'. */
  verified: boolean;
  /** 'Suggested Address' over the address, where no heading says it already. */
  labelled?: boolean;
}

/** What the confirmation shows: why it asks (§8), then the address to confirm. */
export function SuggestedAddress({ suggestion, verified, labelled = false }: SuggestedAddressProps) {
  const messages = useSchedulingWords(addressFormMessages);
  const [street, locality] = addressLines(suggestion);
  return (
    <>
      <p className={book.subtitle}>{verified ? messages.addressCorrected : messages.addressUnverifiable}</p>
      <div className={styles.suggestion}>
        {labelled && <p className={styles.label}>{messages.suggestedAddressTitle}</p>}
        <address className={styles.lines}>
          {street}
          <br />
          {locality}
        </address>
      </div>
    </>
  );
}
