import { lazy } from 'react';

// The balance check brings the PIN widget's form and the balance call: /mywallet loads it when the
// shopper asks for it (or points at Check Balance), not with the page.
export const loadCheckBalanceForm = () => import('./CheckBalanceForm');

export const LazyCheckBalanceForm = /* @__PURE__ */ lazy(async () => ({
  default: (await loadCheckBalanceForm()).CheckBalanceForm,
}));
