import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/*
 * The unit project runs its files without isolation: the files a worker runs share one happy-dom
 * window. Each file starts from what a fresh window would give it:
 * - an empty <body> without attributes, and without user-event's pointer-events check, which it
 *   caches on the element itself (a click with the checks off would meet an earlier file's check);
 *   the body stays the same element, since Testing Library's `screen` holds it;
 * - empty storage, no cookies, and the first address.
 */
// Our own modules load afresh for each file, as with isolation: their module state (the toast
// store, caches, counters) starts empty. Only the libraries stay loaded, which is the time saved.
vi.resetModules();

const inBrowserLike = typeof document !== 'undefined';
const firstAddress = inBrowserLike
  ? ((globalThis as { __unitFirstAddress?: string }).__unitFirstAddress ??= location.href)
  : '';
beforeAll(() => {
  if (!inBrowserLike) return;
  const { body } = document;
  body.replaceChildren();
  for (const { name } of [...body.attributes]) body.removeAttribute(name);
  // happy-dom keeps the element's own state under symbols too; only user-event's cache goes.
  const checked = Object.getOwnPropertySymbols(body).find((key) => key.description === 'Last check for pointer-events');
  if (checked) Reflect.deleteProperty(body, checked);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', firstAddress);
});
