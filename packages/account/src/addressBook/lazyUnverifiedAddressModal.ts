import { lazy } from 'react';

// Most addresses verify, so the 'unable to verify' modal (with the dialog it is built on) loads
// while the first check runs, not with the address page (14 kB of it).
export const loadUnverifiedAddressModal = () => import('./UnverifiedAddressModal');

export const LazyUnverifiedAddressModal = /* @__PURE__ */ lazy(async () => ({
  default: (await loadUnverifiedAddressModal()).UnverifiedAddressModal,
}));
