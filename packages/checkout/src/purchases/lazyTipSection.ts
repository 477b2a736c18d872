import { lazy } from 'react';

// The tip's panels bring the modal, the drawer and the form libraries (zod among them), and its
// call its error handling: a placed order's page loads them after it shows, not with it.
export const loadTipSection = () => import('./PlacedOrderTip');

export const LazyTipSection = /* @__PURE__ */ lazy(async () => ({ default: (await loadTipSection()).PlacedOrderTip }));
