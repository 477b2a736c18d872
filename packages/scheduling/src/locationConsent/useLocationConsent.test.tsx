import { schedulingPaths } from '@aisle/contracts/scheduling';
import { fetchFromHandlers } from '@aisle/core/testing';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { preferenceVersionConflictError } from '../testing/handlers/preferenceHandlers';
import { providerWith, recordedHandlers } from '../testing/consentTesting';
import { locationConsentPreference as name, useLocationConsent } from './useLocationConsent';

const consentId = '5b0e7c1e-8f5a-4c59-9d38-2f5a1f0f3c11';
const saved = (value: string, versionKey = '1') => ({ name, value, id: consentId, versionKey });

/** Says the consent, and gives `answer` when pressed. */
function ConsentButton({ answer }: { answer: boolean }) {
  const { consent, saveConsent } = useLocationConsent({ signedIn: false });
  return (
    <button type="button" onClick={() => void saveConsent(answer)}>
      {consent}
    </button>
  );
}

function renderConsent(signedIn: boolean, options: SchedulingHandlersOptions = {}) {
  const { calls, handlers } = recordedHandlers(options);
  const view = renderHook(() => useLocationConsent({ signedIn }), { wrapper: providerWith(handlers) });
  return { ...view, calls, handlers };
}

describe('given a signed-in shopper', () => {
  it('reads the Modality Selector consent by name, and with none saved the consent is unknown', async () => {
    const { result, calls } = renderConsent(true);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ consent: 'unknown', granted: false, error: undefined });
    expect(calls).toEqual([
      { method: 'GET', path: '', names: 'GEOLOCATION_CONSENT_MODALITY_SELECTOR', body: undefined },
    ]);
  });

  it.each([
    ['true', 'granted', true],
    ['false', 'denied', false],
    ['maybe', 'unknown', false],
  ])('with %j saved the consent is %s', async (value, consent, granted) => {
    const { result } = renderConsent(true, { initialPreferences: [saved(value)] });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ consent, granted });
  });

  it('adds the preference when the shopper has none', async () => {
    const { result, calls } = renderConsent(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.saveConsent(true));
    expect(calls.slice(1)).toEqual([
      { method: 'POST', path: '', names: null, body: { preferences: [{ name, value: 'true' }] } },
    ]);
    expect(result.current.consent).toBe('granted');
  });

  it('changes a saved preference under the version key it was read with', async () => {
    const { result, calls } = renderConsent(true, { initialPreferences: [saved('true', '3')] });
    await waitFor(() => expect(result.current.consent).toBe('granted'));
    await act(() => result.current.saveConsent(false));
    expect(calls.slice(1)).toEqual([
      { method: 'PUT', path: `/${consentId}`, names: null, body: { value: 'false', versionKey: '3' } },
    ]);
    expect(result.current).toMatchObject({ consent: 'denied', granted: false });
  });

  it('after a change on another device meets a version conflict, reads it again and saves once more', async () => {
    const { result, calls, handlers } = renderConsent(true, { initialPreferences: [saved('false')] });
    await waitFor(() => expect(result.current.consent).toBe('denied'));
    // Another tab grants it: the preference is now version 2.
    await fetchFromHandlers(handlers)(`https://api.test${schedulingPaths.preference(consentId)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'true', versionKey: '1' }),
    });
    calls.length = 0;
    await act(() => result.current.saveConsent(false));
    expect(calls).toEqual([
      { method: 'PUT', path: `/${consentId}`, names: null, body: { value: 'false', versionKey: '1' } },
      { method: 'GET', path: '', names: name, body: undefined },
      { method: 'PUT', path: `/${consentId}`, names: null, body: { value: 'false', versionKey: '2' } },
    ]);
    expect(result.current.consent).toBe('denied');
  });

  it('retries a conflict once only: a second one fails the save, and the answer still holds for the visit', async () => {
    const { result, calls } = renderConsent(true, {
      initialPreferences: [saved('true')],
      failures: { updatePreference: { ...preferenceVersionConflictError, times: 2 } },
    });
    await waitFor(() => expect(result.current.consent).toBe('granted'));
    let failure: unknown;
    await act(() => result.current.saveConsent(false).catch((error: unknown) => void (failure = error)));
    expect(failure).toMatchObject({ status: 409, code: 'PREFERENCE_VERSION_CONFLICT' });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
    expect(result.current.consent).toBe('denied');
  });

  it('when the saved answer could not be read, adding finds the one there and changes it', async () => {
    const { result, calls } = renderConsent(true, {
      initialPreferences: [saved('false')],
      failures: { preferences: { status: 503 } },
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.consent).toBe('unknown');
    await act(() => result.current.saveConsent(true));
    expect(calls.slice(1)).toEqual([
      { method: 'POST', path: '', names: null, body: { preferences: [{ name, value: 'true' }] } },
      { method: 'PUT', path: `/${consentId}`, names: null, body: { value: 'true', versionKey: '1' } },
    ]);
    expect(result.current.consent).toBe('granted');
  });

  it('shares the answer with every reader on the page, at once', async () => {
    const { calls, handlers } = recordedHandlers();
    const { result } = renderHook(
      () => ({ modal: useLocationConsent({ signedIn: true }), selector: useLocationConsent({ signedIn: true }) }),
      { wrapper: providerWith(handlers) },
    );
    await waitFor(() => expect(result.current.selector.isLoading).toBe(false));
    await act(() => result.current.modal.saveConsent(true));
    expect(result.current.selector.granted).toBe(true);
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });
});

describe('given a signed-out shopper', () => {
  it('knows no consent and asks the service nothing', async () => {
    const { result, calls } = renderConsent(false, { initialPreferences: [saved('true')] });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ consent: 'unknown', granted: false });
    expect(calls).toEqual([]);
  });

  it('keeps the answer for the visit, for a screen opened later too, without saving it', async () => {
    const { calls, handlers } = recordedHandlers();
    const user = userEvent.setup();
    const view = render(<ConsentButton answer={false} />, { wrapper: providerWith(handlers) });
    await user.click(screen.getByRole('button', { name: 'unknown' }));
    await screen.findByRole('button', { name: 'denied' });
    view.rerender(<p>Another screen</p>);
    view.rerender(<ConsentButton answer />);
    await user.click(screen.getByRole('button', { name: 'denied' }));
    await screen.findByRole('button', { name: 'granted' });
    expect(calls).toEqual([]);
  });
});
