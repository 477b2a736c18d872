import { http, type RequestHandler } from 'msw';

/** One request a screen sent, as a test reads it back. */
export interface SentRequest {
  method: string;
  path: string;
  /** The query parameters (`walletId` on a delete). */
  query: Record<string, string>;
  /** The request's headers: read them with `get`, whose names ignore case. */
  headers: Headers;
  body: unknown;
}

/**
 * An MSW handler that records every request and lets the handlers after it answer, with `sent` to
 * read back what went to one method and path: the render helpers' request log.
 */
export function recordRequests() {
  const requests: SentRequest[] = [];
  const recorder: RequestHandler = http.all('*', async ({ request }) => {
    const text = await request.clone().text();
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: new Headers(request.headers),
      body: text ? JSON.parse(text) : undefined,
    });
  });
  const sent = (method: string, path = '/payment/v2/wallet') =>
    requests.filter((request) => request.method === method && request.path === path);
  return { requests, recorder, sent };
}
