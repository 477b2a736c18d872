import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { corryville } from '../testing/fixtures';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { useQuotes } from './useQuotes';

function renderQuotes(handlerOptions: SchedulingHandlersOptions = {}) {
  let calls = 0;
  const count = http.post('*/quotes', () => {
    calls += 1;
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SchedulingTestProvider handlers={[count, ...schedulingHandlers(handlerOptions)]}>
      {children}
    </SchedulingTestProvider>
  );
  const hook = renderHook(
    () =>
      useQuotes({
        locationId: corryville.locationId,
        items: [{ gtin13: '0001111041700', quantity: 1 }],
        timeZone: 'UTC',
      }),
    { wrapper },
  );
  return { ...hook, calls: () => calls };
}

describe('useQuotes', () => {
  it('loads once on mount and skips a reload while that load is in flight', async () => {
    const { result, calls } = renderQuotes({ delayMs: 50 });
    expect(result.current.status).toBe('loading');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(calls()).toBe(1);
  });

  it('skips a second reload while the first is in flight, then reloads again once it is done', async () => {
    const { result, calls } = renderQuotes({ delayMs: 50 });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    act(() => {
      result.current.reload();
      result.current.reload();
    });
    await waitFor(() => expect(result.current.reloading).toBe(false));
    expect(calls()).toBe(2);
    act(() => result.current.reload());
    await waitFor(() => expect(calls()).toBe(3));
  });

  it('reads a week without times as empty, and a failed first load as an error', async () => {
    const empty = renderQuotes({ promising: { emptyWeek: true } });
    await waitFor(() => expect(empty.result.current.status).toBe('empty'));
    const failed = renderQuotes({ failures: { quotes: { status: 500 } } });
    await waitFor(() => expect(failed.result.current.status).toBe('error'));
    expect(failed.result.current.quotes).toBeUndefined();
  });
});
