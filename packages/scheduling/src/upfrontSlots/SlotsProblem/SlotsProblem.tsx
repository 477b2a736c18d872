'use client';

import { Button } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { slotMessages } from '../slotMessages';
import * as styles from './SlotsProblem.css';

export interface SlotsProblemProps {
  /** What went wrong, or that there is nothing to choose. */
  message: string;
  /** More about it, such as whom to call. */
  note?: string | undefined;
  /** An error interrupts (role alert); an empty week is news, told politely (role status). */
  tone: 'error' | 'empty';
  onRetry(): void;
  /** The reload is on its way. */
  retrying?: boolean;
}

/** The failure and no-delivery-available pages (§2), each with 'Try Again' (§4). */
export function SlotsProblem({ message, note, tone, onRetry, retrying = false }: SlotsProblemProps) {
  const messages = useSchedulingWords(slotMessages);
  return (
    <div className={styles.problem}>
      {tone === 'empty' && (
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            d="M8 12h32v28H8zM8 20h32M16 8v8M32 8v8M19 27l10 8M29 27l-10 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      )}
      <div role={tone === 'error' ? 'alert' : 'status'} className={styles.text}>
        <p className={styles.message}>{message}</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        {messages.slotsTryAgain}
      </Button>
    </div>
  );
}
