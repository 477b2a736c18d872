'use client';

import { useMessages } from '@aisle/core';
import { errorMessages } from './checkoutErrors/errorMessages';
import { flashSaleMessages } from './flashSales/flashSaleMessages';
import { modifyOrderMessages } from './modifyOrder/modifyOrderMessages';
import { orderCompleteMessages } from './orderComplete/orderCompleteMessages';
import { paymentErrorMessages } from './paymentError/paymentErrorMessages';
import { payingWithMessages } from './payingWith/payingWithMessages';
import { paymentPageMessages } from './paymentPage/paymentPageMessages';
import { paymentSummaryMessages } from './paymentSummary/paymentSummaryMessages';
import { promoCodeMessages } from './promoCodes/promoCodeMessages';
import { purchaseMessages } from './purchases/purchaseMessages';
import { simpleLayoutMessages } from './simpleLayout/simpleLayoutMessages';
import { tipMessages } from './tip/tipMessages';

/**
 * Every word of the checkout screens (checkout spec), keyed: one table, one namespace for the
 * host's overrides, put together from each screen's own part.
 */
export const checkoutMessages: typeof errorMessages &
  typeof purchaseMessages &
  typeof paymentPageMessages &
  typeof flashSaleMessages &
  typeof paymentSummaryMessages &
  typeof paymentErrorMessages &
  typeof orderCompleteMessages &
  typeof promoCodeMessages &
  typeof tipMessages &
  typeof payingWithMessages &
  typeof modifyOrderMessages &
  typeof simpleLayoutMessages = /* @__PURE__ */ Object.assign(
  {},
  errorMessages,
  purchaseMessages,
  paymentPageMessages,
  flashSaleMessages,
  paymentSummaryMessages,
  paymentErrorMessages,
  orderCompleteMessages,
  promoCodeMessages,
  tipMessages,
  payingWithMessages,
  modifyOrderMessages,
  simpleLayoutMessages,
);

export type CheckoutMessages = typeof checkoutMessages;

/** The checkout message table with the host's `messages.checkout` overrides applied. */
export function useCheckoutMessages(): CheckoutMessages {
  return useMessages('checkout', checkoutMessages);
}
