import type { ServiceAddress } from '@aisle/contracts';
import { ServiceError } from '@aisle/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { SchedulingCalls } from '../../calls';
import { inStoryFrame } from '../../testing/itemStoryFrame';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { drawnMap } from './drawnMap';
import { StaticMap, type MapPoint } from './StaticMap';

const overTheRhine: MapPoint = { lat: 39.1103, lng: -84.5158 };

const meta = {
  title: 'Scheduling/Static map',
  component: StaticMap,
  args: { point: overTheRhine, address: '1420 Vine St, Cincinnati, OH 45202', mapUrl: () => drawnMap },
  decorators: [inStoryFrame(480)],
} satisfies Meta<typeof StaticMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host's map of the store at zoom 14, the pin on the store once the image is in. */
export const StoreMap: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Map showing 1420 Vine St, Cincinnati, OH 45202' });
    await expect(image).toBeVisible();
    // The pin fades in once the image is in, over 200 ms (§9 "pin hides for 200 ms"; at once with
    // reduced motion, as the visual tests run): wait for it, for a steady picture.
    const pin = canvasElement.querySelector('img + svg') as SVGElement;
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(pin).transitionProperty).toBe('opacity');
    await expect(getComputedStyle(pin).transitionDuration).toBe(reducedMotion ? '0s' : '0.2s');
    await waitFor(() => expect(getComputedStyle(pin).opacity).toBe('1'));
  },
};

/** The image failed (or the host has no map): a neutral drawing and the address in words. */
export const Placeholder: Story = {
  args: { mapUrl: () => 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Map unavailable' })).toBeVisible();
    await expect(canvas.getByText('1420 Vine St, Cincinnati, OH 45202')).toBeVisible();
  },
};

/** The store's address as the services send it: no coordinates, so the map geocodes it (§7). */
const vineStreet: ServiceAddress = {
  addressLines: ['1420 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
};

/** The provider's geocoder for one story, inside the frame's provider. */
function geocodingWith(geocodeAddress: SchedulingCalls['geocodeAddress']): Decorator {
  return function Geocoding(Story) {
    return (
      <SchedulingTestProvider calls={{ scheduling: { geocodeAddress } }}>
        <Story />
      </SchedulingTestProvider>
    );
  };
}

/** A pin given as an address without coordinates: geocoded first, then the map of its point. */
export const GeocodedAddress: Story = {
  args: { point: undefined, pin: vineStreet },
  decorators: [geocodingWith(async () => overTheRhine)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = { name: 'Map showing 1420 Vine St, Cincinnati, OH 45202' };
    await waitFor(() => expect(canvas.getByRole('img', name).tagName).toBe('IMG'));
    const pin = canvasElement.querySelector('img + svg') as SVGElement;
    await waitFor(() => expect(getComputedStyle(pin).opacity).toBe('1'));
  },
};

/** While the address is placed: the frame holds the map's place, named and busy, under a skeleton. */
export const Locating: Story = {
  args: { point: undefined, pin: vineStreet },
  decorators: [geocodingWith(() => new Promise<MapPoint>(() => {}))],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('img', { name: 'Map showing 1420 Vine St, Cincinnati, OH 45202' });
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** The address cannot be placed (404 ADDRESS_NOT_FOUND): the placeholder, the address in words. */
export const AddressNotFound: Story = {
  args: { point: undefined, pin: vineStreet },
  decorators: [geocodingWith(() => Promise.reject(new ServiceError({ status: 404, code: 'ADDRESS_NOT_FOUND' })))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Map unavailable' })).toBeVisible();
    await expect(canvas.getByText('1420 Vine St, Cincinnati, OH 45202')).toBeVisible();
  },
};
