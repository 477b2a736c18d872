// §8: "4xx count as user errors, others as critical service errors". Every scheduling call goes
// through the provider's service client, which logs a failed call through the host's
// `onAnalyticsEvent` with that category: there is no second logging path to keep in step.
import type { AnalyticsEvent } from '@aisle/core';
import { useServiceClient } from '@aisle/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SchedulingRouteFailure } from '../testing/handlers/failures';
import { schedulingHandlers } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { useSchedulingCalls } from './useSchedulingCalls';

function renderCalls(failure: SchedulingRouteFailure) {
  const onAnalyticsEvent = vi.fn<(event: AnalyticsEvent) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SchedulingTestProvider
      handlers={schedulingHandlers({ failures: { modalityOptions: failure } })}
      onAnalyticsEvent={onAnalyticsEvent}
    >
      {children}
    </SchedulingTestProvider>
  );
  const { result } = renderHook(() => ({ client: useServiceClient(), calls: useSchedulingCalls() }), { wrapper });
  const { client, calls } = result.current;
  return { search: () => calls.getModalityOptions(client, { postalCode: '45202' }), onAnalyticsEvent };
}

describe('given a scheduling call that fails', () => {
  it.each([
    ['a 400', { status: 400, code: 'INVALID_POSTAL_CODE' }, 400, 'user-error'],
    ['a 404', { status: 404, code: 'NOT_FOUND' }, 404, 'user-error'],
    ['a 500', { status: 500, code: 'INTERNAL' }, 500, 'critical-service-error'],
    ['a 503', { status: 503, code: 'LF8745B' }, 503, 'critical-service-error'],
    ['a network error', 'network-error' as const, 0, 'critical-service-error'],
  ])('logs %s (status %i) as a %s through the host’s analytics', async (_name, failure, status, category) => {
    const { search, onAnalyticsEvent } = renderCalls(failure);
    await expect(search()).rejects.toMatchObject({ status, category });
    expect(onAnalyticsEvent).toHaveBeenCalledTimes(1);
    expect(onAnalyticsEvent.mock.lastCall?.[0]).toMatchObject({
      type: 'service-call-failed',
      method: 'POST',
      path: '/atlas/v1/modality/v1/options',
      status,
      category,
    });
  });
});
