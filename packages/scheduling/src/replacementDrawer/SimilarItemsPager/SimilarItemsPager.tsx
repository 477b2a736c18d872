'use client';

import { Button, format } from '@aisle/ui';
import { useEffect, useRef } from 'react';
import { useSchedulingWords } from '../../words';
import { replacementMessages } from '../replacementMessages';
import * as styles from './SimilarItemsPager.css';

export interface SimilarItemsPagerProps {
  /** From 0. */
  page: number;
  pages: number;
  onPageChange(page: number): void;
}

/**
 * 'Previous' and 'Next' through the similar items (§9: 4 a page), with the page told politely. A
 * button that runs out of pages hands focus to the other, so focus is never dropped on the page.
 */
export function SimilarItemsPager({ page, pages, onPageChange }: SimilarItemsPagerProps) {
  const messages = useSchedulingWords(replacementMessages);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const handOver = useRef<HTMLButtonElement | null>(null);
  // After the render that disables the button pressed: the other one is enabled by then.
  useEffect(() => {
    handOver.current?.focus();
    handOver.current = null;
  }, [page]);
  const go = (to: number) => {
    if (to === 0) handOver.current = next.current;
    else if (to === pages - 1) handOver.current = previous.current;
    onPageChange(to);
  };
  return (
    <div role="group" aria-label={messages.replacementPagesLabel} className={styles.pager}>
      <Button ref={previous} variant="secondary" size="small" disabled={page === 0} onClick={() => go(page - 1)}>
        {messages.replacementPreviousPage}
      </Button>
      <p aria-live="polite" className={styles.status}>
        {format(messages.replacementPageStatus, { page: page + 1, pages })}
      </p>
      <Button ref={next} variant="secondary" size="small" disabled={page >= pages - 1} onClick={() => go(page + 1)}>
        {messages.replacementNextPage}
      </Button>
    </div>
  );
}
