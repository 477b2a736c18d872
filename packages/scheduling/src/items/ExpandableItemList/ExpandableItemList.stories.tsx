import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * 'Show All Items' shows all eight and becomes 'Hide All Items'; the table grows over 300 ms (§9),
 * at once with reduced motion (as the visual tests run).
 */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('table').parentElement as HTMLElement;
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(frame).transitionProperty).toBe('height');
    await expect(getComputedStyle(frame).transitionDuration).toBe(reducedMotion ? '0s' : '0.3s');
    await userEvent.click(canvas.getByRole('button', { name: 'Show All Items' }));
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Hide All Items' })).toHaveFocus();
    // At rest again, the frame is only a box round the table.
    await waitFor(() => expect(frame.style.height).toBe(''));
  },
};

/**
 * 'Hide All Items' shrinks the table to its first five items, which stay until it has: the frame
 * moves to exactly their height, so nothing jumps when the others go.
 */
export const HiddenAgain: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const frame = table.parentElement as HTMLElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Hide All Items' }));
    const target = frame.style.height;
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(5));
    await expect(canvas.getByRole('button', { name: 'Show All Items' })).toHaveFocus();
    await waitFor(() => expect(frame.style.height).toBe(''));
    // Without reduced motion the frame was held on its way down: at the five items' height.
    if (target)
      await expect(Math.abs(Number.parseFloat(target) - table.getBoundingClientRect().height)).toBeLessThan(1);
  },
};
