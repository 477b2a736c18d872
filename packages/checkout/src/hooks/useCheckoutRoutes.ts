'use client';

import { useFeatureRoutes } from '@aisle/core';
import { checkoutRoutes, type CheckoutRoutes } from '../routes';

/** The checkout routes with the host's `routes={{ checkout: { … } }}` applied. */
export function useCheckoutRoutes(): CheckoutRoutes {
  return useFeatureRoutes('checkout', checkoutRoutes);
}
