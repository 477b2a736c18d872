import { lazy } from 'react';

// Most visits to the profile only look at the preferred store: the search loads when the shopper
// asks to change it (or points at the button), not with the page.
export const loadStoreFinder = () => import('./StoreFinder');

export const LazyStoreFinder = /* @__PURE__ */ lazy(async () => ({ default: (await loadStoreFinder()).StoreFinder }));
