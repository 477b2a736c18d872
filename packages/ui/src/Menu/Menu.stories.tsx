import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRowWithRoomBelow, storyText } from '../stories/storyLayout.css';
import { Menu } from './Menu';

const meta = {
  title: 'Actions/Menu',
  component: Menu,
  args: {
    label: 'Actions',
    contextId: 'menu-story-card',
    items: [
      { id: 'edit', label: 'Edit', onSelect: fn() },
      { id: 'delete', label: 'Delete', onSelect: fn() },
      { id: 'preferred', label: 'Make Preferred', onSelect: fn() },
    ],
  },
  // Room below the trigger, so the open menu is inside the snapshot.
  render: (args) => (
    <div className={storyRowWithRoomBelow}>
      <p id="menu-story-card" className={storyText}>
        Visa ending in 1111
      </p>
      <Menu {...args} />
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: ↓ opens on the first item, letters jump, Enter chooses and focus comes home. */
export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions Visa ending in 1111' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('m');
    await expect(canvas.getByRole('menuitem', { name: 'Make Preferred' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.items[2]?.onSelect).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Open, with the second item active and the third disabled: what reviewers compare. */
export const Open: Story = {
  tags: ['banner-specific'],
  args: {
    items: [
      { id: 'edit', label: 'Edit', onSelect: fn() },
      { id: 'delete', label: 'Delete', onSelect: fn() },
      { id: 'preferred', label: 'Make Preferred', onSelect: fn(), disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions Visa ending in 1111' }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await expect(canvas.getByRole('menuitem', { name: 'Make Preferred' })).toHaveAttribute('aria-disabled', 'true');
  },
};
