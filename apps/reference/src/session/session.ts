import { ServiceError } from '@aisle/core';
import { signedInHintCookie } from '../pageTable';

/**
 * The shopper's session. The access token lives in this module's memory (and, for page requests
 * only, in the API's HttpOnly `aisle_page` cookie) and the refresh token in the API's HttpOnly
 * cookie, out of any script's reach (the API README says why).
 * localStorage keeps only the e-mail: the header shows it, a reload knows to renew the session
 * through the cookie, and other tabs hear of sign-in and sign-out through the storage event.
 */
export interface Session {
  /** The signed-in shopper's e-mail, shown in the header. */
  email: string;
}

interface TokenAnswer {
  data: { accessToken: string };
}

const storageKey = 'aisle.session';
// Asks the API for the refresh token in its cookie rather than in the answer.
const cookieHeaders = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Refresh-Cookie': 'true' };
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };
let accessToken: string | null = null;

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    return typeof value.email === 'string' && value.email ? { email: value.email } : null;
  } catch {
    return null;
  }
}

/** The current session; the same object until it changes, as useSyncExternalStore needs. */
export function readSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const raw = window.localStorage.getItem(storageKey);
  if (raw !== cached.raw) {
    // Signed out or in as someone else in another tab: this tab's token is no longer theirs.
    accessToken = null;
    cached = { raw, session: parse(raw) };
    // Only a hint for the server's preloading (pageTable.ts); the session itself is the API's cookie.
    document.cookie = cached.session
      ? `${signedInHintCookie}=1; Path=/; SameSite=Lax`
      : `${signedInHintCookie}=; Path=/; SameSite=Lax; Max-Age=0`;
  }
  return cached.session;
}

function write(session: Session | null, token: string | null): void {
  if (session) window.localStorage.setItem(storageKey, JSON.stringify(session));
  else window.localStorage.removeItem(storageKey);
  readSession();
  accessToken = token;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export class SignInError extends Error {
  constructor(
    readonly status: number,
    /** From `Retry-After`, when the API throttles sign-in (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`Sign-in failed with ${status}`);
    this.name = 'SignInError';
  }
}

// keepalive: a reload in the middle of a refresh must not drop the answer and its new cookie, or
// the next load would present the rotated-out token and the API would revoke the session.
async function post(path: string, body: unknown): Promise<TokenAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: cookieHeaders,
    body: JSON.stringify(body),
    keepalive: true,
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new SignInError(response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  return (await response.json()) as TokenAnswer;
}

export async function signIn(email: string, password: string): Promise<Session> {
  const { data } = await post('/auth/v1/sign-in', { email, password });
  const session = { email: email.trim().toLowerCase() };
  write(session, data.accessToken);
  return session;
}

/** The answers with which the API refuses a refresh token; anything else is no verdict on it. */
const refusals = new Set([400, 401, 403]);

// One refresh at a time: the API rotates the cookie and revokes the session if a rotated-out one
// comes back. Within a tab the promise is shared; across tabs a Web Lock makes them take turns,
// and each then sends the cookie as the one before left it.
let refreshing: Promise<string | null> | null = null;

async function renew(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  try {
    const { data } = await post('/auth/v1/token/refresh', {});
    if (readSession() === session) accessToken = data.accessToken;
    return data.accessToken;
  } catch (error) {
    // Refused: the refresh cookie is dead, and so is the session.
    if (error instanceof SignInError && refusals.has(error.status)) {
      write(null, null);
      return null;
    }
    // Not answered (offline, the service failing): the session is kept for the next try, and the
    // call fails as a network or service failure.
    throw new ServiceError(
      error instanceof SignInError
        ? { status: error.status, code: 'SESSION_RENEWAL_FAILED', reason: error.message }
        : { status: 0, code: 'NETWORK_ERROR', reason: 'Network Error', offline: true },
    );
  }
}

/** A new access token from the refresh cookie, or null (and signed out) when it cannot be renewed. */
export function refreshSession(): Promise<string | null> {
  refreshing ??= (
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? navigator.locks.request('aisle.session.refresh', renew)
      : renew()
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The access token for a call: the one in memory, or — after a reload, which loses it — one
 * renewed through the cookie. A renewal that fails for want of an answer gives no token: the call
 * then answers 401, and the client's own refresh reports the failure without signing anyone out.
 */
export async function getAccessToken(): Promise<string | null> {
  // Read first: it drops a token another tab's sign-out or sign-in has made stale.
  if (!readSession()) return null;
  return accessToken ?? refreshSession().catch(() => null);
}

export async function signOut(): Promise<void> {
  if (!readSession()) return;
  const token = accessToken;
  write(null, null);
  // The session is gone here whatever the server says; telling it revokes the tokens and clears the cookie.
  await fetch('/auth/v1/sign-out', {
    method: 'POST',
    headers: { ...cookieHeaders, ...(token && { Authorization: `Bearer ${token}` }) },
  }).catch(() => undefined);
}
