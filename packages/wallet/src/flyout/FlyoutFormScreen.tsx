'use client';

import { Button } from '@aisle/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import * as styles from '../cardFields/cardFields.css';
import { FlyoutScreen } from './FlyoutScreen';

export interface FlyoutFormScreenProps {
  /** The screen's title, which also names the form. */
  title: string;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  /** The id of a note that describes the form. */
  describedBy?: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** A flyout screen holding one form; its submit button sits in the footer, tied to the form by id. */
export function FlyoutFormScreen({
  title,
  submitLabel,
  busy,
  busyLabel,
  describedBy,
  onSubmit,
  children,
}: FlyoutFormScreenProps) {
  const formId = useId();
  return (
    <FlyoutScreen
      title={title}
      footer={
        <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      }
    >
      <form
        id={formId}
        className={styles.form}
        aria-label={title}
        aria-describedby={describedBy}
        noValidate
        onSubmit={onSubmit}
      >
        {children}
      </form>
    </FlyoutScreen>
  );
}
