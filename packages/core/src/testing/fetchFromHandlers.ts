import { getResponse, type RequestHandler } from 'msw';

/**
 * A `fetch` answered by MSW handlers without a server or worker: hand it to the provider's
 * `fetch` prop in unit tests. A request no handler takes is a 404; `HttpResponse.error()` rejects
 * like a real network failure.
 */
export function fetchFromHandlers(handlers: readonly RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse([...handlers], request);
    if (!response)
      return new Response(JSON.stringify({ errors: { code: 'NOT_FOUND', reason: 'No handler' } }), { status: 404 });
    if (response.type === 'error') throw new TypeError('Network error');
    return response;
  };
}
