// MSW handlers for every scheduling call (scheduling spec §7) over in-memory data, with per-route
// failures so stories and tests can show every row of the §8 error table. One file per service.
import type { StoreDetail } from '@aisle/contracts/scheduling';
import type { HttpHandler } from 'msw';
import { demoStores } from './fixtures';
import { failureOf, type SchedulingFailures } from './handlers/failures';
import { modalityHandlers } from './handlers/modalityHandlers';
import { preferenceHandlers, type InitialPreference } from './handlers/preferenceHandlers';

export interface SchedulingHandlersOptions {
  /** The stores near any searched place, nearest first; none answers NO_STORES_FOUND. */
  stores?: readonly StoreDetail[];
  /** The shopper's saved preferences (geolocation consent) to start from; none by default. */
  initialPreferences?: readonly InitialPreference[];
  failures?: SchedulingFailures;
  /** Answer this late (ms), to show loading states. */
  delayMs?: number;
  origin?: string;
}

export function schedulingHandlers(options: SchedulingHandlersOptions = {}): HttpHandler[] {
  const { failures = {}, origin = '*', stores = demoStores, delayMs = 0 } = options;
  const url = (path: string) => `${origin}${path}`;
  const fail = failureOf(failures, delayMs);
  return [...modalityHandlers(url, fail, stores), ...preferenceHandlers(url, fail, options.initialPreferences)];
}
