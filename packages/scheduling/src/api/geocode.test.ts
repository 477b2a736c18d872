import { describe, expect, it } from 'vitest';
import { recordingClient } from '../testing/recordingClient';
import { geocodeAddress } from './geocode';

const store = {
  addressLines: ['1420 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
};

describe('given the geocode call (§7 "a geocode is done for non-coordinate pins")', () => {
  it('asks for the address with a GET, each line once, and reads the point', async () => {
    const { client, calls } = recordingClient({
      body: { data: { location: { lat: 39.1106, lng: -84.5153 }, precision: 'ADDRESS' } },
    });
    const point = await geocodeAddress(client, { ...store, addressLines: ['Ste 2', '1420 Vine St'] });
    expect(calls[0]).toMatchObject({ method: 'GET' });
    expect(calls[0]?.url.pathname).toBe('/atlas/v1/geocode/v1/address');
    expect(calls[0]?.url.searchParams.getAll('addressLines')).toEqual(['Ste 2', '1420 Vine St']);
    expect(
      Object.fromEntries([...(calls[0]?.url.searchParams ?? [])].filter(([name]) => name !== 'addressLines')),
    ).toEqual({
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    });
    expect(point).toEqual({ lat: 39.1106, lng: -84.5153 });
  });

  it('asks the service named, and leaves out a country it was not given', async () => {
    const { client, calls } = recordingClient({
      body: { data: { location: { lat: 1, lng: 2 }, precision: 'POSTAL_CODE' } },
    });
    const { countryCode: _, ...withoutCountry } = store;
    await geocodeAddress(client, withoutCountry, { service: 'scheduling' });
    expect(calls[0]?.url.origin).toBe('https://scheduling.test');
    expect(calls[0]?.url.searchParams.has('countryCode')).toBe(false);
  });

  it('rejects with the service’s error when the address cannot be placed', async () => {
    const { client } = recordingClient({
      status: 404,
      body: { errors: { code: 'ADDRESS_NOT_FOUND', reason: 'We could not find that address on the map.' } },
    });
    await expect(geocodeAddress(client, store)).rejects.toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND' });
  });
});
