'use client';

import { useFeatureRoutes } from '@aisle/core';
import { schedulingRoutes, type SchedulingRoutes } from '../routes';

/** The scheduling routes with the host's `routes={{ scheduling: { … } }}` applied. */
export function useSchedulingRoutes(): SchedulingRoutes {
  return useFeatureRoutes('scheduling', schedulingRoutes);
}
