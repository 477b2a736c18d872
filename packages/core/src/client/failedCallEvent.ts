import type { ServiceError, ServiceErrorCategory } from './ServiceError';

/** The schema version the specs give for failed-call analytics events. */
export const analyticsSchemaVersion = '0.1.1';

/** What the service client reports through `onAnalyticsEvent` when a call fails for good. */
export interface FailedCallEvent {
  type: 'service-call-failed';
  schemaVersion: typeof analyticsSchemaVersion;
  timestamp: string;
  method: string;
  /** The path with UUID-like segments replaced by `{id}`, so one endpoint is one metric. */
  path: string;
  status: number;
  code: string | undefined;
  reason: string | undefined;
  category: ServiceErrorCategory;
  offline: boolean;
  attempts: number;
  durationMs: number;
}

// 8-4-4-4-12 hex, the same 32 hex digits without hyphens, or 24 hex (object ids).
const uuidLike = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32}|[0-9a-f]{24})$/i;

/** Replaces UUID-like path segments with `{id}` and drops the query string. */
export function normaliseMetricPath(path: string): string {
  const [pathname = ''] = path.split(/[?#]/);
  return pathname
    .split('/')
    .map((segment) => (uuidLike.test(segment) ? '{id}' : segment))
    .join('/');
}

export function failedCallEvent(
  error: ServiceError,
  {
    method,
    path,
    attempts,
    startedAt,
    now,
  }: { method: string; path: string; attempts: number; startedAt: Date; now: Date },
): FailedCallEvent {
  return {
    type: 'service-call-failed',
    schemaVersion: analyticsSchemaVersion,
    timestamp: now.toISOString(),
    method,
    path: normaliseMetricPath(path),
    status: error.status,
    code: error.code,
    reason: error.reason,
    category: error.category,
    offline: error.offline,
    attempts,
    durationMs: Math.max(0, now.getTime() - startedAt.getTime()),
  };
}
