import type { ServiceAddress } from '@aisle/contracts';
import { ServiceError } from '@aisle/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SchedulingCalls } from '../calls';
import type { MapPoint } from '../items/StaticMap';
import { corryville } from '../testing/fixtures';
import { wholeMilk } from '../testing/productFixtures';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { deliveryModality, milkLine, pickupModality } from '../testing/schedulingPageTesting';
import { SchedulingPage, type SchedulingPageProps } from './SchedulingPage';

// The test clock reads 2026-11-22T12:00:00Z (7:00 AM in Cincinnati).
const corryvillePoint: MapPoint = { lat: 39.1289, lng: -84.5096 };
const mapUrl = vi.fn((point: MapPoint, zoom: number) => `/maps/static?lat=${point.lat}&lng=${point.lng}&zoom=${zoom}`);
const storeLine = '100 E Corry St, Cincinnati, OH 45219';
const homeLine = '2600 Clifton Ave, Cincinnati, OH 45221';

function renderPage(props: Partial<SchedulingPageProps>, geocodeAddress?: SchedulingCalls['geocodeAddress']) {
  const geocode = vi.fn(geocodeAddress ?? (async () => corryvillePoint));
  render(
    <SchedulingTestProvider
      navigation={{ navigate: vi.fn() }}
      calls={{ scheduling: { geocodeAddress: geocode, getProducts: async () => [wholeMilk] } }}
    >
      <SchedulingPage
        fulfillmentType="DELIVERY"
        activeModality={deliveryModality}
        signedIn
        items={[milkLine]}
        loaded
        onPromiseChange={vi.fn()}
        createCheckout={vi.fn(async () => ({ orderId: 'order-1' }))}
        timeZone="America/New_York"
        {...props}
      />
    </SchedulingTestProvider>,
  );
  return { geocode };
}

const pickup = { fulfillmentType: 'PICKUP', activeModality: pickupModality } as const;
const mapOf = (line: string) => screen.getByRole('img', { name: `Map showing ${line}` });

describe('the scheduling page, its map (§2 "Static map with a pin")', () => {
  it('shows no map, and places nothing, when the host draws no maps', async () => {
    const { geocode } = renderPage({ ...pickup, changeStore: { onModalityChange: vi.fn() } });
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('img', { name: /^Map/ })).toBeNull();
    expect(geocode).not.toHaveBeenCalled();
  });

  it('maps the pickup store beside "Pick up at", geocoding its address (§7), at zoom 14', async () => {
    const { geocode } = renderPage({ ...pickup, mapUrl, changeStore: { onModalityChange: vi.fn() } });
    expect(screen.getByText('Pick up at').parentElement?.textContent).toBe(`Pick up at ${storeLine}`);
    expect(screen.getByRole('button', { name: 'Change Store' })).toBeDefined();
    await waitFor(() => expect(mapOf(storeLine).tagName).toBe('IMG'));
    expect(geocode).toHaveBeenCalledWith(expect.anything(), corryville.address);
    expect(mapOf(storeLine).getAttribute('src')).toBe('/maps/static?lat=39.1289&lng=-84.5096&zoom=14');
  });

  it('writes the pickup store’s line itself when the host offers no Change Store', async () => {
    renderPage({ ...pickup, mapUrl });
    expect(screen.getByText('Pick up at').parentElement?.textContent).toBe(`Pick up at ${storeLine}`);
    expect(screen.queryByRole('button', { name: 'Change Store' })).toBeNull();
    await waitFor(() => expect(mapOf(storeLine).tagName).toBe('IMG'));
  });

  it('maps the delivery address beside "Deliver to", straight from its location when it has one', async () => {
    const home: ServiceAddress = {
      addressLines: ['2600 Clifton Ave'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45221',
      location: { lat: 39.1311, lng: -84.5186 },
    };
    const located = { ...deliveryModality, destination: { ...deliveryModality.destination, address: home } };
    const { geocode } = renderPage({ activeModality: located, mapUrl });
    expect(screen.getByText('Deliver to').parentElement?.textContent).toBe(`Deliver to ${homeLine}`);
    expect(mapOf(homeLine).getAttribute('src')).toBe('/maps/static?lat=39.1311&lng=-84.5186&zoom=14');
    expect(geocode).not.toHaveBeenCalled();
  });

  it('does not hold the times back while the address is placed: the map’s frame waits in its place', async () => {
    renderPage({ mapUrl }, () => new Promise<MapPoint>(() => {}));
    await screen.findByRole('button', { name: 'Continue' });
    expect(mapOf(homeLine).getAttribute('aria-busy')).toBe('true');
  });

  it('shows the placeholder when the address cannot be placed, the address written once', async () => {
    renderPage({ mapUrl }, () => Promise.reject(new ServiceError({ status: 404, code: 'ADDRESS_NOT_FOUND' })));
    expect(await screen.findByRole('img', { name: 'Map unavailable' })).toBeDefined();
    expect(screen.getAllByText(homeLine)).toHaveLength(1);
    await screen.findByRole('button', { name: 'Continue' });
  });
});
