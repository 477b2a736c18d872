import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoCartItems } from '../../testing/productFixtures';
import { inStoryFrame } from '../../testing/itemStoryFrame';
import { ItemTable } from './ItemTable';

const meta = {
  title: 'Scheduling/Item table',
  component: ItemTable,
  args: { items: demoCartItems.slice(0, 5) },
  decorators: [inStoryFrame(720)],
} satisfies Meta<typeof ItemTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A cart shipped to California: every substitution text, a backup, and the tuna's Proposition 65
 * warning under it.
 */
export const Cart: Story = {
  args: { stateCode: 'CA' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Items in your cart' }));
    await expect(table.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual([
      'Items',
      'Quantity',
      'Total Price',
    ]);
    await expect(table.getAllByRole('rowheader')).toHaveLength(5);
    await expect(table.getByText('Fuji Apples')).toBeVisible();
    await expect(table.getByRole('note', { name: 'California Proposition 65 warning' })).toBeVisible();
  },
};
