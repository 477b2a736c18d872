'use client';

import { useId, type ReactNode } from 'react';
import * as styles from './PaymentBlock.css';

export interface PaymentBlockProps {
  title: string;
  /** A word beside the title, such as 'Optional'. */
  label?: string | undefined;
  /** The block's button at the end of its heading row ('Change Time', 'Edit Info'). */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of the payment page: a titled section with its action beside the title. */
export function PaymentBlock({ title, label, action, children }: PaymentBlockProps) {
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {title}
          {label && <span className={styles.label}>{label}</span>}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
