import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoProducts } from '../../testing/productFixtures';
import { inStoryFrame } from '../../testing/itemStoryFrame';
import { ItemImageStrip } from './ItemImageStrip';

const meta = {
  title: 'Scheduling/Item image strip',
  component: ItemImageStrip,
  args: { products: demoProducts },
  decorators: [inStoryFrame()],
} satisfies Meta<typeof ItemImageStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve items: eight pictures, then '+4'. On a phone the strip wraps. */
export const Overflow: Story = {
  play: async ({ canvasElement }) => {
    const strip = within(within(canvasElement).getByRole('list', { name: '12 items' }));
    await expect(strip.getAllByRole('img')).toHaveLength(8);
    await expect(strip.getByText('+4')).toBeVisible();
  },
};

/** Past 999 more items the bubble reads '999+'; a screen reader hears the exact number. */
export const Capped: Story = {
  args: { products: demoProducts.slice(0, 8), count: 1250 },
  play: async ({ canvasElement }) => {
    const strip = within(within(canvasElement).getByRole('list', { name: '1250 items' }));
    await expect(strip.getByText('999+')).toBeVisible();
    await expect(strip.getByText('and 1242 more')).toBeInTheDocument();
  },
};
