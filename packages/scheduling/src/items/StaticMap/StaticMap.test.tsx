import type { ServiceAddress } from '@aisle/contracts';
import { ServiceError } from '@aisle/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SchedulingCalls } from '../../calls';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import * as styles from './StaticMap.css';
import { StaticMap, type MapPin, type MapPoint, type StaticMapProps } from './StaticMap';

const store: MapPoint = { lat: 39.1103, lng: -84.5158 };
const address = '1420 Vine St, Cincinnati, OH 45202';
const mapUrl = vi.fn(
  (point: MapPoint, zoom: number) => `https://maps.test/static?center=${point.lat},${point.lng}&zoom=${zoom}`,
);

type MapOptions = Partial<Omit<StaticMapProps, 'point' | 'pin'>>;

function renderMap(props: MapOptions = {}, where: { point: MapPoint } | { pin: MapPin } = { point: store }) {
  render(
    <SchedulingTestProvider>
      <StaticMap {...where} address={address} {...props} />
    </SchedulingTestProvider>,
  );
}

/** The store's address as the services send it: no coordinates, so the map geocodes it. */
const storeAddress: ServiceAddress = {
  addressLines: ['1420 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
};

function renderPinned(
  pin: MapPin,
  geocodeAddress: SchedulingCalls['geocodeAddress'],
  props: MapOptions = { mapUrl },
  maps = 1,
) {
  render(
    <SchedulingTestProvider calls={{ scheduling: { geocodeAddress } }}>
      {Array.from({ length: maps }, (_, index) => (
        <StaticMap key={index} pin={pin} address={address} {...props} />
      ))}
    </SchedulingTestProvider>,
  );
}

describe('given the static map', () => {
  it("shows the host's map image of the point at zoom 14, named by its address", () => {
    renderMap({ mapUrl });
    const image = screen.getByRole('img', { name: `Map showing ${address}` });
    expect(mapUrl).toHaveBeenCalledWith(store, 14);
    expect(image.getAttribute('src')).toBe('https://maps.test/static?center=39.1103,-84.5158&zoom=14');
  });

  it('names the map without an address too', () => {
    renderMap({ mapUrl, address: undefined });
    expect(screen.getByRole('img', { name: 'Map of the location' })).toBeDefined();
  });

  it('shows the placeholder with the address in words when the image fails to load', () => {
    renderMap({ mapUrl });
    fireEvent.error(screen.getByRole('img', { name: `Map showing ${address}` }));
    expect(screen.getByRole('img', { name: 'Map unavailable' })).toBeDefined();
    expect(screen.getByText(address)).toBeDefined();
    expect(screen.queryByRole('img', { name: `Map showing ${address}` })).toBeNull();
  });

  it('shows the placeholder when the host gives no map URL, or an empty one', () => {
    renderMap();
    expect(screen.getByRole('img', { name: 'Map unavailable' })).toBeDefined();
    expect(screen.getByText(address)).toBeDefined();
  });

  it('shows the placeholder when the host has no URL for this point', () => {
    renderMap({ mapUrl: () => '' });
    expect(screen.getByRole('img', { name: 'Map unavailable' })).toBeDefined();
  });

  it('takes another zoom', () => {
    renderMap({ mapUrl, zoom: 12 });
    expect(mapUrl).toHaveBeenLastCalledWith(store, 12);
  });

  it('keeps the pin hidden until the image has loaded, then shows it (fading in over 200 ms)', () => {
    renderMap({ mapUrl });
    const image = screen.getByRole('img', { name: `Map showing ${address}` });
    const pin = () => image.nextElementSibling;
    expect(pin()?.getAttribute('class')).toBe(styles.pin.hidden);
    expect(pin()?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.load(image);
    expect(pin()?.getAttribute('class')).toBe(styles.pin.shown);
  });
});

describe('given the static map of a pin without coordinates (§7 "a geocode is done for non-coordinate pins")', () => {
  it('geocodes the address, holding the map’s frame meanwhile, then shows the map of its point', async () => {
    let answer: (point: MapPoint) => void = () => {};
    const geocodeAddress = vi.fn(() => new Promise<MapPoint>((resolve) => (answer = resolve)));
    renderPinned(storeAddress, geocodeAddress);
    // Named as the map will be, busy, in the frame the map will fill: nothing moves when it comes.
    const waiting = screen.getByRole('img', { name: `Map showing ${address}` });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(waiting.getAttribute('class')).toBe(styles.frame);
    expect(waiting.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(geocodeAddress).toHaveBeenCalledWith(expect.anything(), storeAddress);
    answer({ lat: 39.1106, lng: -84.5153 });
    const named = () => screen.getByRole('img', { name: `Map showing ${address}` });
    await waitFor(() => expect(named().tagName).toBe('IMG'));
    expect(named().getAttribute('src')).toBe('https://maps.test/static?center=39.1106,-84.5153&zoom=14');
    expect(named().parentElement?.getAttribute('class')).toBe(styles.frame);
  });

  it('places an address that carries its location at once, lat/lng or latitude/longitude, asking nothing', () => {
    const geocodeAddress = vi.fn(async () => store);
    renderPinned({ ...storeAddress, location: { latitude: 39.2, longitude: -84.4 } }, geocodeAddress);
    expect(screen.getByRole('img', { name: `Map showing ${address}` }).getAttribute('src')).toBe(
      'https://maps.test/static?center=39.2,-84.4&zoom=14',
    );
    renderPinned({ ...storeAddress, location: { lat: 39.3, lng: -84.3 } }, geocodeAddress);
    expect(mapUrl).toHaveBeenLastCalledWith({ lat: 39.3, lng: -84.3 }, 14);
    expect(geocodeAddress).not.toHaveBeenCalled();
  });

  it('takes a point as the pin too', () => {
    const geocodeAddress = vi.fn(async () => store);
    renderPinned(store, geocodeAddress);
    expect(mapUrl).toHaveBeenLastCalledWith(store, 14);
    expect(geocodeAddress).not.toHaveBeenCalled();
  });

  it('shows the placeholder with the address in words when the address cannot be placed', async () => {
    const geocodeAddress = vi.fn(() => Promise.reject(new ServiceError({ status: 404, code: 'ADDRESS_NOT_FOUND' })));
    renderPinned(storeAddress, geocodeAddress);
    expect(await screen.findByRole('img', { name: 'Map unavailable' })).toBeDefined();
    expect(screen.getByText(address)).toBeDefined();
    expect(geocodeAddress).toHaveBeenCalledTimes(1);
  });

  it('leaves the address out of the placeholder when the screen shows it beside the map', async () => {
    const geocodeAddress = vi.fn(() => Promise.reject(new Error('offline')));
    renderPinned(storeAddress, geocodeAddress, { mapUrl, addressShown: true });
    expect(await screen.findByRole('img', { name: 'Map unavailable' })).toBeDefined();
    expect(screen.queryByText(address)).toBeNull();
  });

  it('asks once for an address shown on two maps', async () => {
    const geocodeAddress = vi.fn(async () => store);
    renderPinned(storeAddress, geocodeAddress, { mapUrl }, 2);
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(2));
    expect(geocodeAddress).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the host draws no maps: the placeholder at once', () => {
    const geocodeAddress = vi.fn(async () => store);
    renderPinned(storeAddress, geocodeAddress, {});
    expect(screen.getByRole('img', { name: 'Map unavailable' })).toBeDefined();
    expect(geocodeAddress).not.toHaveBeenCalled();
  });
});
