'use client';

import { Alert, Button } from '@aisle/ui';
import { useEffect, useRef, useState } from 'react';
import { useSchedulingWords } from '../words';
import { addressFormMessages } from './addressFormMessages';
import type { AddressSubmit } from './useAddressSubmit';
import { SuggestedAddress } from './SuggestedAddress';
import * as styles from '../modalityAddressBook/ModalityAddressBook.css';
import { focusTarget } from './ModalityAddressForm.css';

export interface AddressConfirmationProps {
  submit: AddressSubmit;
  headingLevel: 2 | 3;
}

/**
 * ADDRESS_CONFIRMATION in the selector's page (§2): 'Suggested Address', 'Confirm Address' to save
 * it, 'Edit Address' to go back to the form with what was typed.
 */
export function AddressConfirmation({ submit, headingLevel }: AddressConfirmationProps) {
  const messages = useSchedulingWords(addressFormMessages);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  // The form the shopper submitted is gone: their place is now this step's heading.
  useEffect(() => heading.current?.focus(), []);
  if (submit.step.step !== 'ADDRESS_CONFIRMATION') return null;

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await submit.confirm();
    } catch (error) {
      setFailure(submit.errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel}>
      <Heading ref={heading} tabIndex={-1} className={`${styles.title} ${focusTarget}`}>
        {messages.suggestedAddressTitle}
      </Heading>
      <SuggestedAddress suggestion={submit.step.suggestion} verified={submit.step.verified} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} busyLabel={messages.savingAddress} onClick={() => void confirm()}>
          {messages.confirmAddressButton}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={submit.edit}>
          {messages.editAddressButton}
        </Button>
      </div>
    </section>
  );
}
