import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyRow } from '../stories/storyLayout.css';
import { IconButton } from './IconButton';

/** A stand-in icon: the library's parts bring their own; callers pass any SVG. */
const heart = (
  <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />
  </svg>
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Add to favourites', icon: heart, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tertiary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to favourites' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button.getBoundingClientRect().width).toBe(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className={storyRow}>
      <IconButton {...args} variant="primary" label="Primary favourite" />
      <IconButton {...args} variant="secondary" label="Secondary favourite" />
      <IconButton {...args} variant="tertiary" label="Tertiary favourite" />
      <IconButton {...args} size="small" label="Small favourite" />
      <IconButton {...args} disabled label="Disabled favourite" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Small favourite' }).getBoundingClientRect().width).toBe(32);
    await expect(canvas.getByRole('button', { name: 'Disabled favourite' })).toBeDisabled();
    // Shift+Tab walks back through the enabled ones only.
    canvas.getByRole('button', { name: 'Small favourite' }).focus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Tertiary favourite' })).toHaveFocus();
  },
};
