'use client';

import { useFeatureCalls } from '@aisle/core';
import { checkoutCalls, type CheckoutCalls } from '../calls';

/** The checkout calls with the host's `calls={{ checkout: { … } }}` applied; stable across renders. */
export function useCheckoutCalls(): CheckoutCalls {
  return useFeatureCalls('checkout', checkoutCalls);
}
