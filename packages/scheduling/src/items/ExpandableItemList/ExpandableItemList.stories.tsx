import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoCartItems } from '../../testing/productFixtures';
import { inStoryFrame } from '../../testing/itemStoryFrame';
import { ExpandableItemList } from './ExpandableItemList';

const meta = {
  title: 'Scheduling/Expandable item list',
  component: ExpandableItemList,
  args: { items: demoCartItems, compact: true },
  decorators: [inStoryFrame(480)],
} satisfies Meta<typeof ExpandableItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Eight items in a compact table (no pictures, the size on the description's line, as a summary
 * panel shows them): the first five and 'Show All Items'.
 */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
    const toggle = canvas.getByRole('button', { name: 'Show All Items' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** 'Show All Items' shows all eight and becomes 'Hide All Items'. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show All Items' }));
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Hide All Items' })).toHaveFocus();
  },
};
