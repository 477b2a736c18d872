import type { MessageOverrides } from '@aisle/core';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { referenceStringTables } from '../testing/handlers/stringTableHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { slotMessages, slotStringTablePlaces } from '../upfrontSlots/slotMessages';
import { useStringTableWords } from './useStringTableWords';

const reference = referenceStringTables('Kroger')['checkout/upfront-timeslots'];
const serviceWords = {
  headingText: 'The times did not load.',
  bodyText: 'Call {phone} if it keeps happening.',
};
const withServiceWords = (something = serviceWords): SchedulingHandlersOptions => ({
  stringTables: { 'checkout/upfront-timeslots': { ...reference, SOMETHING_WENT_WRONG: something } },
});

function renderWords(handlerOptions: SchedulingHandlersOptions, messages?: MessageOverrides) {
  const asked: string[] = [];
  // Notes each string-table request, then lets the handlers answer it.
  const noting = http.get('*/atlas/v1/string-table', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('ids') ?? '');
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SchedulingTestProvider handlers={[noting, ...schedulingHandlers(handlerOptions)]} messages={messages}>
      {children}
    </SchedulingTestProvider>
  );
  const { result } = renderHook(
    () => ({
      failure: useStringTableWords(slotMessages, 'checkout/upfront-timeslots', slotStringTablePlaces),
      // A second screen on the same page.
      again: useStringTableWords(slotMessages, 'checkout/upfront-timeslots', slotStringTablePlaces),
    }),
    { wrapper },
  );
  return { result, asked };
}

describe('given a screen that reads the string table (§7)', () => {
  it('shows the message table’s words at once, then the string table’s when it has loaded', async () => {
    const { result } = renderWords(withServiceWords());
    expect(result.current.failure.slotsLoadFailed).toBe(slotMessages.slotsLoadFailed);
    await waitFor(() => expect(result.current.failure.slotsLoadFailed).toBe('The times did not load.'));
    expect(result.current.failure.slotsLoadFailedNote).toBe('Call {phone} if it keeps happening.');
    // Words the table does not hold stay the message table's.
    expect(result.current.failure.slotsTryAgain).toBe('Try Again');
  });

  it('asks once, for both ids (modality/fulfillment/text and checkout/upfront-timeslots), for every screen', async () => {
    const { result, asked } = renderWords(withServiceWords());
    await waitFor(() => expect(result.current.again.slotsLoadFailed).toBe('The times did not load.'));
    expect(asked).toEqual(['modality/fulfillment/text,checkout/upfront-timeslots']);
  });

  it('keeps the message table’s words when the table fails', async () => {
    const { result, asked } = renderWords({ ...withServiceWords(), failures: { stringTable: { status: 503 } } });
    await waitFor(() => expect(asked).toHaveLength(1));
    // Let the failed answer land.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.failure.slotsLoadFailed).toBe(slotMessages.slotsLoadFailed);
    expect(result.current.failure.slotsLoadFailedNote).toBe(slotMessages.slotsLoadFailedNote);
  });

  it('keeps them while the table never answers', async () => {
    const { result, asked } = renderWords({ ...withServiceWords(), failures: { stringTable: 'never' } });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(result.current.failure.slotsLoadFailed).toBe(slotMessages.slotsLoadFailed);
  });

  it('lets the host’s overrides win over the string table: the host is in charge', async () => {
    const { result } = renderWords(withServiceWords(), { scheduling: { slotsLoadFailed: 'Our own words.' } });
    await waitFor(() => expect(result.current.failure.slotsLoadFailedNote).toBe('Call {phone} if it keeps happening.'));
    expect(result.current.failure.slotsLoadFailed).toBe('Our own words.');
  });

  it('keeps the message table’s text for an entry the table leaves blank', async () => {
    const { result } = renderWords(withServiceWords({ headingText: 'Loading failed.', bodyText: ' ' }));
    await waitFor(() => expect(result.current.failure.slotsLoadFailed).toBe('Loading failed.'));
    expect(result.current.failure.slotsLoadFailedNote).toBe(slotMessages.slotsLoadFailedNote);
  });
});
