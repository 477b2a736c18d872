// Promising v4 (scheduling spec §7 "Timeslot quotes", "Create promise", "Update promise"). The
// service client adds an idempotency key to every POST and PUT.
import {
  schedulingPaths,
  type CreatePromiseRequest,
  type PromiseResponse,
  type PromiseV4,
  type QuotesQuery,
  type QuotesRequest,
  type QuotesResponse,
  type UpdatePromiseRequest,
} from '@aisle/contracts/scheduling';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCallOptions } from './options';

export type Quotes = QuotesResponse['data'];

/** The header that tells the service the shopper's time zone (§3 "Time-slot request"). */
export const userTimeZoneHeader = 'user-time-zone';

/** The shopper's IANA time zone, as the browser knows it. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The language the times are asked in (§3 "Time-slot request" locale): the scheduling words are US
 * English, so the service's `displayString` should be too.
 */
export const quotesLocale = 'en-US';

/**
 * A store's days and times for the cart's items, the items each quote includes, and the membership:
 * the quotes (CALL-11) and, with `page` and `component` in the query, the upfront time slots
 * (CALL-10), one call for both.
 */
export async function getQuotes(
  client: ServiceClient,
  request: QuotesRequest,
  options: SchedulingCallOptions & QuotesQuery & { timeZone?: string } = {},
): Promise<Quotes> {
  const answer = await client.post<QuotesResponse>(schedulingPaths.quotes, request, {
    service: options.service,
    query: { page: options.page, component: options.component },
    headers: { [userTimeZoneHeader]: options.timeZone ?? userTimeZone() },
  });
  return answer.data;
}

/** Reserves a quoted time: the promise, held until its `expiration`. */
export async function createPromise(
  client: ServiceClient,
  request: CreatePromiseRequest,
  options: SchedulingCallOptions = {},
): Promise<PromiseV4> {
  const answer = await client.post<PromiseResponse>(schedulingPaths.promises, request, options);
  return answer.data;
}

/** Changes a promise's items under its version key. */
export async function updatePromise(
  client: ServiceClient,
  request: UpdatePromiseRequest,
  options: SchedulingCallOptions = {},
): Promise<PromiseV4> {
  const answer = await client.put<PromiseResponse>(schedulingPaths.promise(request.id), request, options);
  return answer.data;
}
