import type { CustomerPreference } from '@aisle/contracts/scheduling';
import { useServiceClient } from '@aisle/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SchedulingCalls } from '../calls';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { useSchedulingCalls } from './useSchedulingCalls';

function renderCalls(banner: 'kroger' | 'ralphs', getPreferences: SchedulingCalls['getPreferences']) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SchedulingTestProvider banner={banner} calls={{ scheduling: { getPreferences } }}>
      {children}
    </SchedulingTestProvider>
  );
  return renderHook(() => ({ client: useServiceClient(), calls: useSchedulingCalls() }), { wrapper }).result.current;
}

describe('given the scheduling calls on a banner', () => {
  it('reads the preferences for the provider’s banner as filter.chain (§7 "Customer preferences")', async () => {
    const getPreferences = vi.fn(async (): Promise<CustomerPreference[]> => []);
    const { client, calls } = renderCalls('ralphs', getPreferences);
    await calls.getPreferences(client, ['GEOLOCATION_CONSENT_MODALITY_SELECTOR']);
    expect(getPreferences).toHaveBeenCalledWith(client, ['GEOLOCATION_CONSENT_MODALITY_SELECTOR'], { chain: 'ralphs' });
  });

  it('keeps a chain the caller names, and the service it asks', async () => {
    const getPreferences = vi.fn(async (): Promise<CustomerPreference[]> => []);
    const { client, calls } = renderCalls('kroger', getPreferences);
    await calls.getPreferences(client, ['A'], { chain: 'fredmeyer', service: 'preferences' });
    expect(getPreferences).toHaveBeenCalledWith(client, ['A'], { chain: 'fredmeyer', service: 'preferences' });
  });
});
