import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import * as styles from './StaticMap.css';
import { StaticMap, type MapPoint, type StaticMapProps } from './StaticMap';

const store: MapPoint = { lat: 39.1103, lng: -84.5158 };
const address = '1420 Vine St, Cincinnati, OH 45202';
const mapUrl = vi.fn(
  (point: MapPoint, zoom: number) => `https://maps.test/static?center=${point.lat},${point.lng}&zoom=${zoom}`,
);

function renderMap(props: Partial<StaticMapProps> = {}) {
  render(
    <SchedulingTestProvider>
      <StaticMap point={store} address={address} {...props} />
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
