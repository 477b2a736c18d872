import { getResponse, type RequestHandler } from 'msw';

/**
 * A `fetch` answered by MSW handlers without a server or worker, for the provider's `fetch` prop.
 * (The account package has the same ten lines: feature packages may not import each other.)
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
