import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * A value this browser keeps for the shopper, shared by every tab: what React reads with
 * useSyncExternalStore. Kept in a cookie when the server must render with it (the cart, the way of
 * shopping: the page arrives with them, no swap after hydration), in localStorage otherwise. A
 * record that no longer reads (an older shape, a hand edit) counts as empty rather than breaking
 * the page.
 */
export interface StoredValue<T> {
  read(): T;
  /** The value in a request's cookies, for the server's render. */
  readFrom(cookies: Readonly<Record<string, string>>): T;
  write(value: T): void;
  subscribe(listener: () => void): () => void;
  /** What an empty or unreadable record reads as. */
  readonly empty: T;
  /** Kept in a cookie, so the server renders with it. */
  readonly inCookie: boolean;
}

export interface Codec<T> {
  /** The record as kept (cookie values keep to `encodeURIComponent`'s alphabet). */
  encode(value: T): string;
  /** The kept record as a value; undefined when it does not read. */
  decode(raw: string): T | undefined;
}

/** A record read back: an object to check field by field. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** JSON, for values kept in localStorage. */
export const json = <T>(parse: (value: unknown) => T | undefined): Codec<T> => ({
  encode: (value) => JSON.stringify(value),
  decode: (raw) => {
    try {
      return parse(JSON.parse(raw));
    } catch {
      return undefined;
    }
  },
});

// Cookies tell other tabs nothing; a write also touches this localStorage key, whose storage event does.
const changedKey = 'aisle.storedValues.changed';
// A year: the cart and the way of shopping outlive a visit, as a cart service's would.
const cookieMaxAge = 365 * 24 * 60 * 60;

export function cookieReader(source: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of source.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return cookies;
}

interface Backend {
  inCookie: boolean;
  get(key: string): string | null;
  set(key: string, raw: string | null): void;
}

// The browser's cookies as read in this task: React reads a store's snapshot on every render, and
// each `document.cookie` read is a round trip to the browser's network process (the cart's
// hydration spent more time there than in its own code). The next task reads them afresh, so a
// change from anywhere else (another tab, the server) is seen as before.
let jar: Record<string, string> | undefined;

function cookieJar(): Record<string, string> {
  if (!jar) {
    jar = cookieReader(document.cookie);
    queueMicrotask(() => {
      jar = undefined;
    });
  }
  return jar;
}

const cookieBackend: Backend = {
  inCookie: true,
  get: (key) => {
    return cookieJar()[key] ?? null;
  },
  set: (key, raw) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      raw === null
        ? `${key}=; Path=/; SameSite=Lax; Max-Age=0${secure}`
        : `${key}=${raw}; Path=/; SameSite=Lax; Max-Age=${cookieMaxAge}${secure}`;
    jar = undefined;
    window.localStorage.setItem(changedKey, String(Date.now()));
  },
};

const localBackend: Backend = {
  inCookie: false,
  get: (key) => window.localStorage.getItem(key),
  set: (key, raw) => {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
  },
};

function storedValue<T>(backend: Backend, key: string, codec: Codec<T>, empty: T): StoredValue<T> {
  const listeners = new Set<() => void>();
  // The same object until the record changes, as useSyncExternalStore needs.
  let cached: { raw: string | null; value: T } = { raw: null, value: empty };
  const decode = (raw: string | null | undefined): T => (raw == null ? empty : (codec.decode(raw) ?? empty));

  const read = (): T => {
    if (typeof window === 'undefined') return empty;
    const raw = backend.get(key);
    if (raw !== cached.raw) cached = { raw, value: decode(raw) };
    return cached.value;
  };

  return {
    empty,
    inCookie: backend.inCookie,
    read,
    readFrom: (cookies) => (backend.inCookie ? decode(cookies[key]) : empty),
    write(value) {
      backend.set(key, value === empty ? null : codec.encode(value));
      read();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === changedKey || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A value kept in a cookie, which the server's render reads too. */
export const cookieValue = <T>(name: string, codec: Codec<T>, empty: T) =>
  storedValue(cookieBackend, name, codec, empty);

/** A value kept in localStorage: the browser's alone, empty on the server. */
export const localValue = <T>(key: string, codec: Codec<T>, empty: T) => storedValue(localBackend, key, codec, empty);

/** The storefront's cookies of the request the server renders (`aisle-…`); none in the browser, which reads its own. */
export const RequestCookiesContext = createContext<Readonly<Record<string, string>>>({});

/**
 * The value as React reads it. On the server: from the request's cookies. Hydrating: the same, read
 * from the browser's cookies (a localStorage value is empty there, as on the server); then the kept one.
 */
export function useStoredValue<T>(store: StoredValue<T>): T {
  const requestCookies = useContext(RequestCookiesContext);
  return useSyncExternalStore(store.subscribe, store.read, () =>
    typeof window === 'undefined' ? store.readFrom(requestCookies) : store.inCookie ? store.read() : store.empty,
  );
}
