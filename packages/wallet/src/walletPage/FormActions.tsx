'use client';

import { Button } from '@aisle/ui';
import { useWalletMessages } from '../messages';
import * as styles from './walletPage.css';

export interface FormActionsProps {
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  /** The id of the note that says why the submit button is disabled. */
  describedBy?: string;
  onCancel(): void;
}

/** A wallet-page form's submit button and Cancel; Cancel waits while the form is busy. */
export function FormActions({ submitLabel, busy, busyLabel, disabled, describedBy, onCancel }: FormActionsProps) {
  const messages = useWalletMessages();
  return (
    <div className={styles.formActions}>
      <Button
        type="submit"
        variant="primary"
        busy={busy}
        busyLabel={busyLabel}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {submitLabel}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {messages.cancelButton}
      </Button>
    </div>
  );
}
