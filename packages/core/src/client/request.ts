export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** One call, described independently of where the services live. */
export interface ServiceRequest {
  method?: HttpMethod;
  /** The path on the service, e.g. '/atlas/v1/customer-profile/v1/addresses'. */
  path: string;
  /** Which base URL to use (a key of the provider's `services`); 'default' when left out. */
  service?: string;
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** Sent as the payment-intent header; a retry rule may replace it. */
  paymentIntentId?: string | undefined;
  signal?: AbortSignal;
  /** Overrides the client's timeout (10 s by default) for this call. */
  timeoutMs?: number;
}

export const isMutation = (method: HttpMethod) => method !== 'GET';

export function buildUrl(baseUrl: string, path: string, query: ServiceRequest['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const joined = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const queryString = search.toString();
  return queryString ? `${joined}${joined.includes('?') ? '&' : '?'}${queryString}` : joined;
}
