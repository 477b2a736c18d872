import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../stories/settled';
import { Accordion } from './Accordion';

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion.Root,
  args: { onValueChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['single', 'multiple'] } },
  render: (args) => (
    <Accordion.Root {...args}>
      <Accordion.Item value="hours">
        <Accordion.Trigger>When can I collect my order?</Accordion.Trigger>
        <Accordion.Content>Any time in the slot you reserved, from the pickup point by the entrance.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="changes">
        <Accordion.Trigger>Can I change my order?</Accordion.Trigger>
        <Accordion.Content>
          Yes, until the cut-off time shown on the order. <a href="#orders">See your orders</a>.
        </Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="gift">
        <Accordion.Trigger>Can someone else collect it?</Accordion.Trigger>
        <Accordion.Content>Yes: give them the order number and they can collect it for you.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  tags: ['banner-specific'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'When can I collect my order?' });
    const second = canvas.getByRole('button', { name: 'Can I change my order?' });
    await expect(canvas.queryByRole('region')).toBeNull();

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'When can I collect my order?' })).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    // Single: opening one closes the other.
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['changes']);

    // Tab goes into the open panel's link; Shift+Tab comes back to its header.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See your orders' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(second).toHaveFocus();

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Can someone else collect it?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}');
    await expect(first).toHaveFocus();
    await settled(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Can I change my order?' })).toBeVisible();
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['hours'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Can I change my order?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'When can I collect my order?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await settled(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

/** A closed panel is hidden from assistive tech and the tab order, not only from sight. */
export const Collapsed: Story = {
  args: { defaultValue: ['hours'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'When can I collect my order?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await settled(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    // The hidden link inside the second panel is skipped.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Can I change my order?' })).toHaveFocus();
  },
};

export const WithDisabledItem: Story = {
  render: (args) => (
    <Accordion.Root {...args}>
      <Accordion.Item value="one">
        <Accordion.Trigger>Available now</Accordion.Trigger>
        <Accordion.Content>Details you can read.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="two" disabled>
        <Accordion.Trigger>Not available yet</Accordion.Trigger>
        <Accordion.Content>Hidden details.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="three">
        <Accordion.Trigger>Also available</Accordion.Trigger>
        <Accordion.Content>More details.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Not available yet' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Also available' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Available now' })).toHaveFocus();
  },
};
