import { preferenceNames } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '../testing/recordingClient';
import { addPreferences, getPreferences, preferencesProjection, updatePreference } from './preferences';

const preferencesUrl = 'https://api.test/atlas/v1/customer-preferences/v1/preferences';
const { geolocationConsentFindAStore: findAStore, geolocationConsentModalitySelector: selector } = preferenceNames;
// Each preference has name, id, value, versionKey, userSet (§7).
const consent = { name: selector, id: 'pref-1', value: 'true', versionKey: '3', userSet: true };

describe('given the customer preference calls (§7)', () => {
  it('gets preferences with a GET of projections, filter.chain and the names comma separated in filter.name', async () => {
    const { client, calls } = recordingClient({ body: { data: { preferences: [consent] } } });
    const preferences = await getPreferences(client, [findAStore, selector], { chain: 'ralphs' });
    expect(calls[0]).toMatchObject({ method: 'GET', body: undefined });
    expect(`${calls[0]?.url.origin}${calls[0]?.url.pathname}`).toBe(preferencesUrl);
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      projections: preferencesProjection,
      'filter.chain': 'ralphs',
      'filter.name': `${findAStore},${selector}`,
    });
    expect(preferences).toEqual([consent]);
  });

  it('adds preferences with a POST of the preferences list', async () => {
    const { client, calls } = recordingClient({ status: 201, body: { data: { preferences: [consent] } } });
    await addPreferences(client, [{ name: selector, value: 'true' }]);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { preferences: [{ name: selector, value: 'true' }] } });
    expect(calls[0]?.url.href).toBe(preferencesUrl);
  });

  it('updates one preference by its preferenceId with its value and versionKey', async () => {
    const { client, calls } = recordingClient({ body: { data: { ...consent, value: 'false', versionKey: '4' } } });
    const updated = await updatePreference(client, { id: 'pref-1', value: 'false', versionKey: '3' });
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { value: 'false', versionKey: '3' } });
    expect(calls[0]?.url.href).toBe(`${preferencesUrl}/pref-1`);
    expect(updated).toEqual({ name: selector, id: 'pref-1', value: 'false', versionKey: '4', userSet: true });
  });
});
