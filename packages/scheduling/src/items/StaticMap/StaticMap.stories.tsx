import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inStoryFrame } from '../../testing/itemStoryFrame';
import { StaticMap, type MapPoint } from './StaticMap';

// A drawn street map standing in for the host's static map service: no key, nothing fetched.
const drawnMap = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320"><rect width="640" height="320" fill="#eef1ec"/><path d="M0 90h640M0 230h640M170 0v320M470 0v320" stroke="#fff" stroke-width="18"/><path d="M0 320 640 0" stroke="#f6d98c" stroke-width="14"/><rect x="200" y="110" width="110" height="80" fill="#cfe3c4"/></svg>',
)}`;

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
