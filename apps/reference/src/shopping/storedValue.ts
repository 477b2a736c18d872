import { useSyncExternalStore } from 'react';

/**
 * A value this browser keeps for the shopper in localStorage, shared by every tab: what React
 * reads with useSyncExternalStore. The server cannot read it, so it renders the empty value and
 * hydration moves to the kept one. A kept value that no longer reads (an older shape, a hand edit)
 * counts as empty rather than breaking the page.
 */
export interface StoredValue<T> {
  read(): T;
  write(value: T): void;
  subscribe(listener: () => void): () => void;
  /** What the server renders and an empty or unreadable record reads as. */
  readonly empty: T;
}

export function storedValue<T>(key: string, parse: (value: unknown) => T | undefined, empty: T): StoredValue<T> {
  const listeners = new Set<() => void>();
  // The same object until the record changes, as useSyncExternalStore needs.
  let cached: { raw: string | null; value: T } = { raw: null, value: empty };

  const read = (): T => {
    if (typeof window === 'undefined') return empty;
    const raw = window.localStorage.getItem(key);
    if (raw !== cached.raw) cached = { raw, value: decode(raw) };
    return cached.value;
  };

  const decode = (raw: string | null): T => {
    if (raw === null) return empty;
    try {
      return parse(JSON.parse(raw)) ?? empty;
    } catch {
      return empty;
    }
  };

  return {
    empty,
    read,
    write(value) {
      if (value === empty) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
      read();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The value as React reads it: the empty one on the server and while hydrating, then the kept one. */
export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, () => store.empty);
}
