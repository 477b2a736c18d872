// For the location consent's tests: the scheduling handlers behind a recorder of every call made,
// so a test can say what was saved, and what was not sent at all.
import { http, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { SchedulingTestProvider } from './SchedulingTestProvider';
import { schedulingHandlers, type SchedulingHandlersOptions } from './schedulingHandlers';

export interface RecordedCall {
  method: string;
  /** The path after the preferences collection: '' for the collection, '/{id}' for one. */
  path: string;
  /** `filter.name`, for a read. */
  names: string | null;
  body: unknown;
}

const collection = '/preferences';

/**
 * Handlers answering as the reference API does, with `calls` listing the requests in order. The
 * same handlers (and so the same in-memory preferences) serve every fetch made from them.
 */
export function recordedHandlers(options: SchedulingHandlersOptions = {}) {
  const calls: RecordedCall[] = [];
  // Answers nothing, so every request goes on to the handlers below it.
  const recorder = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: url.pathname.slice(url.pathname.indexOf(collection) + collection.length),
      names: url.searchParams.get('filter.name'),
      body: text ? JSON.parse(text) : undefined,
    });
  });
  const handlers: RequestHandler[] = [recorder, ...schedulingHandlers(options)];
  return { calls, handlers };
}

export function providerWith(handlers: readonly RequestHandler[]) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SchedulingTestProvider handlers={handlers}>{children}</SchedulingTestProvider>;
  };
}
