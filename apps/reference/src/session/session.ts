import { ServiceError } from '@aisle/core';

/**
 * The shopper's session: the reference API's access and refresh tokens, kept in localStorage so a
 * reload stays signed in, and shared by every tab through the storage event.
 */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** The signed-in shopper's e-mail, shown in the header. */
  email: string;
}

interface TokenAnswer {
  data: { accessToken: string; refreshToken: string };
}

const storageKey = 'aisle.session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    return typeof value.accessToken === 'string' && typeof value.refreshToken === 'string'
      ? { accessToken: value.accessToken, refreshToken: value.refreshToken, email: String(value.email ?? '') }
      : null;
  } catch {
    return null;
  }
}

/** The current session; the same object until it changes, as useSyncExternalStore needs. */
export function readSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const raw = window.localStorage.getItem(storageKey);
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  return cached.session;
}

function write(session: Session | null): void {
  if (session) window.localStorage.setItem(storageKey, JSON.stringify(session));
  else window.localStorage.removeItem(storageKey);
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
  constructor(readonly status: number) {
    super(`Sign-in failed with ${status}`);
    this.name = 'SignInError';
  }
}

async function post(path: string, body: unknown): Promise<TokenAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new SignInError(response.status);
  return (await response.json()) as TokenAnswer;
}

export async function signIn(email: string, password: string): Promise<Session> {
  const { data } = await post('/auth/v1/sign-in', { email, password });
  const session = { accessToken: data.accessToken, refreshToken: data.refreshToken, email: email.trim().toLowerCase() };
  write(session);
  return session;
}

/** The answers with which the API refuses a refresh token; anything else is no verdict on it. */
const refusals = new Set([400, 401, 403]);

// One refresh at a time: the API replaces the pair, so two parallel refreshes would sign the shopper out.
let refreshing: Promise<string | null> | null = null;

/** A new access token from the refresh token, or null (and signed out) when it cannot be renewed. */
export function refreshSession(): Promise<string | null> {
  refreshing ??= (async () => {
    const session = readSession();
    if (!session) return null;
    try {
      const { data } = await post('/auth/v1/token/refresh', { refreshToken: session.refreshToken });
      write({ ...session, accessToken: data.accessToken, refreshToken: data.refreshToken });
      return data.accessToken;
    } catch (error) {
      // Refused: the refresh token is dead, and so is the session.
      if (error instanceof SignInError && refusals.has(error.status)) {
        write(null);
        return null;
      }
      // Not answered (offline, the service failing, the page unloading mid-call): the session is
      // kept for the next try, and the call fails as a network or service failure.
      throw new ServiceError(
        error instanceof SignInError
          ? { status: error.status, code: 'SESSION_RENEWAL_FAILED', reason: error.message }
          : { status: 0, code: 'NETWORK_ERROR', reason: 'Network Error', offline: true },
      );
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function signOut(): Promise<void> {
  const session = readSession();
  write(null);
  if (!session) return;
  // The session is gone here whatever the server says; telling it only revokes the token early.
  await fetch('/auth/v1/sign-out', {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}`, Accept: 'application/json' },
  }).catch(() => undefined);
}
