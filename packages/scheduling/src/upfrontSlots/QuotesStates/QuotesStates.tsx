'use client';

import { useCustomerServicePhone, useServiceErrorMessage } from '@aisle/core';
import { format, Skeleton, Spinner } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { dayWidth } from '../DayCarousel';
import { slotMessages } from '../slotMessages';
import { quotesFailure } from '../slotFailures';
import { SlotsProblem } from '../SlotsProblem';
import * as styles from './QuotesStates.css';

// The quotes' loading and failure states, shared by the upfront times and the scheduling page.

/** The days and a few times in outline, with one polite "Loading available times" (§9: after 200 ms). */
export function LoadingSlots() {
  const messages = useSchedulingWords(slotMessages);
  return (
    <div className={styles.loading} aria-busy="true">
      <Spinner delay={200} label={messages.slotsLoading} />
      <div className={styles.loadingDays}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} shape="rectangle" width={dayWidth} height={72} />
        ))}
      </div>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} shape="rectangle" height={72} />
      ))}
    </div>
  );
}

/** §8 "Timeslots": the failure page, its words chosen by what went wrong, with 'Try Again'. */
export function QuotesError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const messages = useSchedulingWords(slotMessages);
  const phone = useCustomerServicePhone();
  const describe = useServiceErrorMessage();
  const failure = quotesFailure(error);
  const message = {
    sessionExpired: messages.slotsSessionExpired,
    invalidAddress: messages.slotsInvalidZip,
    // Offline is the shopper's network: the generic offline words say so.
    offline: describe(error),
    failed: messages.slotsLoadFailed,
  }[failure];
  const note = failure === 'failed' ? format(messages.slotsLoadFailedNote, { phone }) : undefined;
  return <SlotsProblem tone="error" message={message} note={note} onRetry={onRetry} />;
}
