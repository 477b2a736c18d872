'use client';

import { Disclosure } from '@aisle/ui';
import type { ReactNode } from 'react';
import * as styles from './PaymentSummary.css';

// Rows are groups of a description list: the label a term (<dt>), the amount its description (<dd>).

export interface SummaryRowProps {
  label: ReactNode;
  value: ReactNode;
  /** The estimated total: set apart above the rows after it. */
  total?: boolean;
  /** A part of an expanded row: smaller. */
  part?: boolean;
  /** The id of a note about this row (the bag fee disclaimer). */
  describedBy?: string | undefined;
  /** More about the amount, under the row (the hold's note). */
  note?: ReactNode;
}

export function SummaryRow({ label, value, total = false, part = false, describedBy, note }: SummaryRowProps) {
  return (
    <div className={total ? styles.totalRow : part ? styles.breakdownRow : styles.row}>
      <dt className={styles.label} aria-describedby={describedBy}>
        {label}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {note && <dd className={`${styles.details} ${styles.note}`}>{note}</dd>}
    </div>
  );
}

export interface ExpandableSummaryRowProps {
  label: string;
  value: ReactNode;
  /** What the row opens into: a breakdown (`SummaryBreakdown`) or a note. */
  children: ReactNode;
}

/** A row whose label is a button (aria-expanded) opening its parts under it. */
export function ExpandableSummaryRow({ label, value, children }: ExpandableSummaryRowProps) {
  return (
    <Disclosure.Root className={styles.row}>
      <dt className={styles.label}>
        <Disclosure.Trigger className={styles.trigger}>{label}</Disclosure.Trigger>
      </dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.details}>
        <Disclosure.Content>{children}</Disclosure.Content>
      </dd>
    </Disclosure.Root>
  );
}

/** The parts of an expanded row, a list of their own. */
export function SummaryBreakdown({ parts }: { parts: readonly { key: string; label: string; value: string }[] }) {
  return (
    <dl className={styles.breakdown}>
      {parts.map(({ key, label, value }) => (
        <SummaryRow key={key} part label={label} value={value} />
      ))}
    </dl>
  );
}
