import { lazy } from 'react';

// The address form brings react-hook-form and zod (@aisle/core/address-form): they load when a
// shopper goes to add or edit an address, not with the header every page shows the selector from.
// One loader for every screen that shows the form (ADD_ADDRESS and the address book v2).
export const loadAddressForm = () => import('./ModalityAddressForm');

export const LazyModalityAddressForm = /* @__PURE__ */ lazy(async () => ({
  default: (await loadAddressForm()).ModalityAddressForm,
}));
