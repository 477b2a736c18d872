import { lazy } from 'react';

// 'Change Store' opens the whole selector (store search, address books, the times): it loads when
// the shopper reaches for the button, not with the scheduling page (20 kB of the page's code).
export const loadSelectorModal = () => import('../modalitySelector/ModalitySelectorModal');

export const LazySelectorModal = /* @__PURE__ */ lazy(async () => ({
  default: (await loadSelectorModal()).ModalitySelectorModal,
}));
