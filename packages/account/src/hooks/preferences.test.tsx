import { communicationPaths } from '@aisle/contracts/account';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { accountHandlers, type AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { demoEmailPreferences, errorBody } from '../testing/fixtures';
import { useCommunityRewards } from './useCommunityRewards';
import { useEmailPreferences } from './useEmailPreferences';
import { useProfile } from './useProfile';
import { useSmsPreferences, type SmsToggleOutcome } from './useSmsPreferences';

const wrapperWith =
  (handlerOptions: AccountHandlersOptions = {}) =>
  ({ children }: { children: ReactNode }) => (
    <AccountTestProvider handlerOptions={handlerOptions}>{children}</AccountTestProvider>
  );

describe('given useProfile', () => {
  it('loads the mapped profile for a signed-in shopper', async () => {
    const { result } = renderHook(() => useProfile(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.profile).toBeDefined());
    expect(result.current.profile).toMatchObject({
      firstName: 'Jordan',
      mobilePhoneNumber: '+15135550123',
      dateCreated: '03/05/2024',
    });
  });

  it('fetches nothing for an anonymous visitor', () => {
    const { result } = renderHook(() => useProfile({ signedIn: false }), { wrapper: wrapperWith() });
    expect(result.current).toMatchObject({ profile: undefined, isLoading: false });
  });
});

describe('given useEmailPreferences', () => {
  it('goes from loading to loaded', async () => {
    const { result } = renderHook(() => useEmailPreferences(), { wrapper: wrapperWith() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.preferences.map((p) => p.shortDescription)).toContain('ExpressLane Offers');
  });

  it('after an update, shows the saved list', async () => {
    const { result } = renderHook(() => useEmailPreferences({ token: 'tok' }), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    const changed = result.current.preferences.map((p) => ({ ...p, selected: !p.selected }));
    await act(() => result.current.update(changed));
    expect(result.current.status).toBe('loaded');
    expect(result.current.preferences).toEqual(changed);
  });

  it.each([
    ['a load error', { emailPreferences: { status: 500 } }, 'load error', m.emailTechnicalDifficulties],
    [
      'NO_PREFERRED_STORE',
      { emailPreferences: { status: 400, code: 'NO_PREFERRED_STORE' } },
      'load error',
      m.noPreferredStore,
    ],
  ] as const)('reports %s', async (_name, failures, status, message) => {
    const { result } = renderHook(() => useEmailPreferences(), { wrapper: wrapperWith({ failures }) });
    await waitFor(() => expect(result.current.status).toBe(status));
    expect(result.current.error?.message).toBe(message);
    expect(result.current.noPreferredStore).toBe(message === m.noPreferredStore);
  });

  it('after a retry of a failed load, loads the list and clears the error', async () => {
    // The first load fails; the retry reaches the service, which answers.
    let loads = 0;
    const failingOnce = http.get(`*${communicationPaths.emailPreferences}`, () => {
      loads += 1;
      return loads === 1 ? HttpResponse.json(errorBody('SERVICE_ERROR'), { status: 500 }) : undefined;
    });
    const { result } = renderHook(() => useEmailPreferences(), {
      wrapper: ({ children }) => (
        <AccountTestProvider handlers={[failingOnce, ...accountHandlers()]}>{children}</AccountTestProvider>
      ),
    });
    await waitFor(() => expect(result.current.status).toBe('load error'));
    expect(result.current.preferences).toEqual([]);
    await act(() => result.current.retry());
    expect(loads).toBe(2);
    expect(result.current.status).toBe('loaded');
    expect(result.current.error).toBeUndefined();
    expect(result.current.preferences).toEqual(demoEmailPreferences.emailUngroupedPreferences);
  });

  it('reports an update error with the offline message when the network fails', async () => {
    const { result } = renderHook(() => useEmailPreferences({ version: 'v2', encryptedEmail: 'secret' }), {
      wrapper: wrapperWith({ failures: { updateEmailPreferences: 'network-error' } }),
    });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    await act(() => expect(result.current.update(result.current.preferences)).rejects.toBeDefined());
    expect(result.current.status).toBe('update error');
    expect(result.current.error?.message).toBe(m.emailOffline);
  });
});

describe('given useSmsPreferences', () => {
  it('loads each type for the profile mobile number', async () => {
    const { result } = renderHook(() => useSmsPreferences(['CLICKLIST', 'PROMOTIONAL']), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.preferences.every((p) => p.loaded)).toBe(true));
    expect(result.current.preferences.map((p) => [p.preferenceType, p.selected, p.title])).toEqual([
      ['CLICKLIST', true, m.smsClicklistTitle],
      ['PROMOTIONAL', false, m.smsPromotionalTitle],
    ]);
  });

  it('applies a toggle at once, then takes the answer and its warning', async () => {
    const { result } = renderHook(() => useSmsPreferences(['PROMOTIONAL'], { phoneNumber: '513-555-0123' }), {
      wrapper: wrapperWith({ smsWarnings: { PROMOTIONAL: 'DOUBLE_OPT_IN_PENDING' } }),
    });
    await waitFor(() => expect(result.current.preferences[0]?.loaded).toBe(true));
    let pending: Promise<SmsToggleOutcome> | undefined;
    act(() => {
      pending = result.current.toggle('PROMOTIONAL', true);
    });
    expect(result.current.preferences[0]).toMatchObject({ selected: true, loading: true, warning: undefined });
    await act(async () => expect(await pending).toBe('pending'));
    expect(result.current.preferences[0]).toMatchObject({
      selected: false,
      loading: false,
      warning: 'DOUBLE_OPT_IN_PENDING',
      warningMessage: m.checkYourPhone,
    });
  });

  it('rolls a failed toggle back with its message', async () => {
    const { result } = renderHook(() => useSmsPreferences(['PROMOTIONAL'], { phoneNumber: '5135550123' }), {
      wrapper: wrapperWith({ failures: { smsOptIn: { status: 500 } } }),
    });
    await waitFor(() => expect(result.current.preferences[0]?.loaded).toBe(true));
    await act(async () => expect(await result.current.toggle('PROMOTIONAL', true)).toBe('failed'));
    expect(result.current.preferences[0]).toMatchObject({ selected: false, error: m.promotionalUpdateError });
  });

  it("after the service answers NO_MOBILE_PHONE, rolls back with the spec's mobile message", async () => {
    const { result } = renderHook(() => useSmsPreferences(['CLICKLIST'], { phoneNumber: '5135550123' }), {
      wrapper: wrapperWith({ failures: { smsOptIn: { status: 400, code: 'NO_MOBILE_PHONE' } } }),
    });
    await waitFor(() => expect(result.current.preferences[0]?.loaded).toBe(true));
    await act(async () => expect(await result.current.toggle('CLICKLIST', false)).toBe('failed'));
    expect(result.current.preferences[0]).toMatchObject({ selected: true, error: m.mobilePhoneRequired });
  });

  it('after a saved toggle without a warning, reports it saved', async () => {
    const { result } = renderHook(() => useSmsPreferences(['CLICKLIST'], { phoneNumber: '5135550123' }), {
      wrapper: wrapperWith(),
    });
    await waitFor(() => expect(result.current.preferences[0]?.loaded).toBe(true));
    await act(async () => expect(await result.current.toggle('CLICKLIST', false)).toBe('saved'));
    expect(result.current.preferences[0]).toMatchObject({ selected: false, loading: false, error: undefined });
  });

  it('given the profile fails, stops loading and shows the load error instead of waiting forever', async () => {
    const { result } = renderHook(() => useSmsPreferences(['CLICKLIST']), {
      wrapper: wrapperWith({ failures: { profile: { status: 500 } } }),
    });
    await waitFor(() => expect(result.current.preferences[0]?.error).toBe(m.preferencesNotFound));
    expect(result.current.preferences[0]).toMatchObject({ loaded: false, loading: false });
  });

  it('shows the load error of a type whose status failed', async () => {
    const { result } = renderHook(() => useSmsPreferences(['PROMOTIONAL'], { phoneNumber: '5135550123' }), {
      wrapper: wrapperWith({ failures: { smsOptInStatus: { status: 500 } } }),
    });
    await waitFor(() => expect(result.current.preferences[0]?.error).toBe(m.promotionalLoadError));
    expect(result.current.preferences[0]?.loaded).toBe(false);
  });

  it('asks for a mobile number when the shopper has none', async () => {
    const { result } = renderHook(() => useSmsPreferences(['CLICKLIST'], { phoneNumber: null }), {
      wrapper: wrapperWith(),
    });
    await waitFor(() => expect(result.current.preferences[0]?.error).toBe(m.mobilePhoneRequired));
  });
});

describe('given useCommunityRewards', () => {
  it('loads participation for the preferred store', async () => {
    const { result } = renderHook(() => useCommunityRewards('00352'), { wrapper: wrapperWith() });
    await waitFor(() =>
      expect(result.current.participation).toEqual({ doesBannerParticipate: true, doesStoreParticipate: true }),
    );
  });

  it('waits while there is no preferred store', () => {
    const { result } = renderHook(() => useCommunityRewards(null), { wrapper: wrapperWith() });
    expect(result.current).toMatchObject({ participation: undefined, isLoading: false });
  });
});
