'use client';

import { useCustomerServicePhone, useServiceErrorMessage } from '@aisle/core';
import { format, Skeleton, Spinner } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { dayWidth } from '../DayCarousel';
import { useStringTableWords } from '../../hooks/useStringTableWords';
import { slotMessages, slotStringTablePlaces } from '../slotMessages';
import { quotesFailure, unknownResponseErrorCode } from '../slotFailures';
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

/**
 * §8 "Timeslots": the failure page, its words chosen by what went wrong, with 'Try Again'. The
 * problem loading times says the string table's SOMETHING_WENT_WRONG (§7) once it has loaded.
 */
export function QuotesError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const messages = useStringTableWords(slotMessages, 'checkout/upfront-timeslots', slotStringTablePlaces);
  const phone = useCustomerServicePhone();
  const describe = useServiceErrorMessage();
  const failure = quotesFailure(error);
  const message = {
    sessionExpired: messages.slotsSessionExpired,
    invalidAddress: messages.slotsInvalidZip,
    // Offline is the shopper's network: the generic offline words say so.
    offline: describe(error),
    unknownResponse: format(messages.slotsUnknownResponse, { code: unknownResponseErrorCode }),
    failed: messages.slotsLoadFailed,
  }[failure];
  // The service failed (not the shopper's session, address or network): whom to call, with the code to give.
  const note =
    failure === 'failed' || failure === 'unknownResponse' ? format(messages.slotsLoadFailedNote, { phone }) : undefined;
  return <SlotsProblem tone="error" message={message} note={note} onRetry={onRetry} />;
}
