'use client';

import { useFeatureRoutes } from '@aisle/core';
import { accountRoutes, type AccountRoutes } from '../routes';

/** The account routes with the host's `routes={{ account: { … } }}` applied. */
export function useAccountRoutes(): AccountRoutes {
  return useFeatureRoutes('account', accountRoutes);
}
