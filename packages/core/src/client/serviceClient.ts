import { failedCallEvent, type FailedCallEvent } from './failedCallEvent';
import { channel, serviceHeaders } from '@aisle/contracts';
import { createIdempotencyKey } from './idempotencyKey';
import { buildUrl, isMutation, type HttpMethod, type ServiceRequest } from './request';
import type { RetryRule } from './retryRules';
import { readErrorBody, ServiceError } from './ServiceError';

export type AuthType = 'B2C' | 'AX';

export interface AuthConfig {
  type?: AuthType;
  /** The current bearer token, read before every attempt; nothing when signed out. */
  getToken(): string | null | undefined | Promise<string | null | undefined>;
  /**
   * Gets a new token after a 401: return it (or `true` when `getToken` now has it). Returning
   * nothing, or throwing, means the session cannot be renewed: the shopper is sent to sign in.
   * Throw a `ServiceError` instead when the renewal could not even be tried (offline, the auth
   * service failing, the page unloading): the call fails with that error, and no one is signed out
   * for a network's fault.
   */
  refresh?(): Promise<string | boolean | null | undefined>;
  /** Send the shopper to sign in: after 401s that refreshing could not cure, or a 403. */
  onSessionExpired?(reason: 'expired' | 'forbidden'): void;
}

export interface ServiceClientConfig {
  /** Base URL of each service; a string is the 'default' service. '' means the page's own origin. */
  services: string | Readonly<Record<string, string>>;
  auth?: AuthConfig | undefined;
  applicationId?: string;
  tenant?: string;
  bannerName?: string;
  /** The payment intent in force, sent on every call while there is one. */
  getPaymentIntentId?: () => string | undefined;
  /** 10 000 ms, as the specs say; a call that takes longer fails with 408 ECONNABORTED. */
  timeoutMs?: number;
  /** Extra retry rules, asked after the client's own 401 rule (e.g. `paymentIntentRenewal`). */
  retryRules?: readonly RetryRule[];
  /** Whether the shopper is on the sign-in page, where a 403 must not redirect to itself. */
  isSignInPage?: () => boolean;
  onFailedCall?: (event: FailedCallEvent) => void;
  fetch?: typeof fetch;
  now?: () => Date;
  createIdempotencyKey?: () => string;
}

export interface ServiceClient {
  request<T>(request: ServiceRequest): Promise<T>;
  get<T>(path: string, options?: Omit<ServiceRequest, 'path' | 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<ServiceRequest, 'path' | 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<ServiceRequest, 'path' | 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<ServiceRequest, 'path' | 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<ServiceRequest, 'path' | 'method'>): Promise<T>;
}

export const defaultTimeoutMs = 10_000;
/** The token's renewal failed before any answer on the session: the call fails with its error. */
class RenewalNotTried extends Error {
  constructor(readonly error: ServiceError) {
    super(error.message);
  }
}

/** The specs' limit on refresh-and-retry after a 401. */
export const maxAuthRetries = 5;

export function createServiceClient(config: ServiceClientConfig): ServiceClient {
  const now = config.now ?? (() => new Date());
  const newKey = config.createIdempotencyKey ?? createIdempotencyKey;
  const baseUrls = typeof config.services === 'string' ? { default: config.services } : config.services;
  // A token `refresh` returned, used while `getToken` still gives the one it replaced.
  let refreshed: { token: string; replaces: string | null | undefined } | undefined;
  let refreshing: Promise<void> | undefined;

  // Calls failing together share one refresh rather than each renewing the token.
  const refreshToken = (auth: AuthConfig) =>
    (refreshing ??= (async () => {
      try {
        const replaces = await auth.getToken();
        const result = await auth.refresh?.().catch((error: unknown) => {
          throw error instanceof ServiceError ? new RenewalNotTried(error) : error;
        });
        if (!result) throw new Error('The session could not be renewed.');
        refreshed = typeof result === 'string' ? { token: result, replaces } : undefined;
      } finally {
        refreshing = undefined;
      }
    })());

  const { auth } = config;
  const authRule: RetryRule | undefined = auth?.refresh && {
    name: 'refresh-token',
    maxRetries: maxAuthRetries,
    matches: (error) => error.status === 401,
    prepare: async () => {
      await refreshToken(auth);
      return undefined;
    },
  };
  const rules = [...(authRule ? [authRule] : []), ...(config.retryRules ?? [])];

  async function send(request: ServiceRequest, method: HttpMethod, idempotencyKey: string | undefined) {
    const baseUrl = baseUrls[request.service ?? 'default'];
    if (baseUrl === undefined) throw new Error(`No base URL for the "${request.service}" service.`);
    const stored = await config.auth?.getToken();
    const token = refreshed && refreshed.replaces === stored ? refreshed.token : stored;
    const paymentIntentId = request.paymentIntentId ?? config.getPaymentIntentId?.();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [serviceHeaders.channel]: channel,
      ...(request.body !== undefined && { 'Content-Type': 'application/json' }),
      ...(token && { [serviceHeaders.authorization]: `Bearer ${token}` }),
      ...(config.auth && { [serviceHeaders.authType]: config.auth.type ?? 'B2C' }),
      ...(config.applicationId && { [serviceHeaders.applicationId]: config.applicationId }),
      ...(config.tenant && { [serviceHeaders.tenant]: config.tenant }),
      ...(config.bannerName && { [serviceHeaders.banner]: config.bannerName }),
      ...(idempotencyKey && { [serviceHeaders.idempotencyKey]: idempotencyKey }),
      ...(paymentIntentId && { [serviceHeaders.paymentIntentId]: paymentIntentId }),
      ...request.headers,
    };
    const timeoutMs = request.timeoutMs ?? config.timeoutMs ?? defaultTimeoutMs;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const abortFromCaller = () => timeout.abort(request.signal?.reason);
    if (request.signal?.aborted) abortFromCaller();
    else request.signal?.addEventListener('abort', abortFromCaller, { once: true });
    const failure = { method, path: request.path };
    try {
      const response = await (config.fetch ?? globalThis.fetch)(buildUrl(baseUrl, request.path, request.query), {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: timeout.signal,
      });
      const body = await readBody(response);
      if (body === invalidJson) {
        throw new ServiceError({
          status: response.status,
          code: 'INVALID_RESPONSE',
          reason: 'The service answered with invalid JSON.',
          ...failure,
        });
      }
      if (!response.ok) throw new ServiceError({ status: response.status, body, ...readErrorBody(body), ...failure });
      return body;
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      if (request.signal?.aborted) throw request.signal.reason ?? error;
      if (timeout.signal.aborted) {
        // Reported the way the specs' clients report their own timeout: 408, code ECONNABORTED.
        throw new ServiceError({
          status: 408,
          code: 'ECONNABORTED',
          reason: `timeout of ${timeoutMs}ms exceeded`,
          ...failure,
        });
      }
      throw new ServiceError({ status: 0, code: 'NETWORK_ERROR', reason: 'Network Error', offline: true, ...failure });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  async function request<T>(initial: ServiceRequest): Promise<T> {
    const method = initial.method ?? 'GET';
    // One key per call, kept across its retries: a retried mutation must not be applied twice.
    const idempotencyKey = isMutation(method) ? newKey() : undefined;
    const startedAt = now();
    const retries = new Map<RetryRule, number>();
    let current = initial;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      try {
        return (await send(current, method, idempotencyKey)) as T;
      } catch (caught) {
        if (!(caught instanceof ServiceError)) throw caught;
        let error = caught;
        try {
          const next = await retryFor(error, current, retries);
          if (next) {
            current = next;
            continue;
          }
        } catch (notTried) {
          if (!(notTried instanceof RenewalNotTried)) throw notTried;
          error = notTried.error;
        }
        settleFailure(error);
        config.onFailedCall?.(failedCallEvent(error, { method, path: current.path, attempts, startedAt, now: now() }));
        throw error;
      }
    }
  }

  async function retryFor(error: ServiceError, request: ServiceRequest, retries: Map<RetryRule, number>) {
    const rule = rules.find((candidate) => candidate.matches(error, request));
    if (!rule) return undefined;
    const done = retries.get(rule) ?? 0;
    if (done >= rule.maxRetries) {
      rule.onExhausted?.(error);
      return undefined;
    }
    retries.set(rule, done + 1);
    try {
      return (await rule.prepare({ request, error, retries: done, client })) ?? request;
    } catch (prepareError) {
      if (prepareError instanceof RenewalNotTried) throw prepareError;
      return undefined;
    }
  }

  function settleFailure(error: ServiceError) {
    if (error.status === 401) {
      refreshed = undefined;
      config.auth?.onSessionExpired?.('expired');
    } else if (error.status === 403 && !config.isSignInPage?.()) {
      config.auth?.onSessionExpired?.('forbidden');
    }
  }

  const client: ServiceClient = {
    request,
    get: (path, options) => request({ ...options, path, method: 'GET' }),
    post: (path, body, options) => request({ ...options, path, body, method: 'POST' }),
    put: (path, body, options) => request({ ...options, path, body, method: 'PUT' }),
    patch: (path, body, options) => request({ ...options, path, body, method: 'PATCH' }),
    delete: (path, options) => request({ ...options, path, method: 'DELETE' }),
  };
  return client;
}

const invalidJson = Symbol('invalid JSON');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return invalidJson;
  }
}
