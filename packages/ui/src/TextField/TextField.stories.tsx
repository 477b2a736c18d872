import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyForm } from '../stories/fieldStoryLayout.css';
import { TextField } from './TextField';

const meta = {
  title: 'Fields/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'url', 'search'] },
  },
  decorators: [
    (Story) => (
      <div className={storyForm}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'ann@example.com');
    await expect(input).toHaveValue('ann@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('ann@example.com'.length);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab({ shift: true });
    await expect(input).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = {
  args: { label: 'Street address', type: 'text', autoComplete: 'address-line1', hint: 'House number and street name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Street address' });
    await expect(input).toHaveAccessibleDescription('House number and street name');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, '1 Main St');
    await expect(input).toHaveValue('1 Main St');
  },
};

export const Required: Story = {
  args: { label: 'City', type: 'text', autoComplete: 'address-level2', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Announced once, by the input's own required state: the visible word is not in the name.
    const input = canvas.getByRole('textbox', { name: 'City' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('required')).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Springfield');
    await expect(input).toHaveValue('Springfield');
  },
};

export const WithError: Story = {
  tags: ['banner-specific'],
  args: {
    label: 'Email',
    hint: 'We send your receipt here',
    defaultValue: 'ann@',
    error: 'Enter an email address like name@example.com',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send your receipt here Enter an email address like name@example.com',
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'example.com');
    await expect(input).toHaveValue('ann@example.com');
  },
};

export const Disabled: Story = {
  args: { label: 'Email', defaultValue: 'ann@example.com', disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Email', defaultValue: 'ann@example.com', readOnly: true, hint: 'Change it in your profile' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('ann@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithPrefix: Story = {
  args: { label: 'Mobile phone', type: 'tel', autoComplete: 'tel-national', prefix: '+1', hint: '10 digits' },
  play: async ({ canvasElement }) => {
    // The prefix is read after the label but never becomes part of the value.
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile phone +1' });
    await userEvent.tab();
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('5551234567');
  },
};

export const CharacterLimitNear: Story = {
  args: {
    label: 'Delivery instructions',
    type: 'text',
    autoComplete: 'off',
    characterLimit: 40,
    defaultValue: 'Leave it with the front desk',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Delivery instructions' });
    await expect(input).toHaveAccessibleDescription('28 of 40 characters');
    await userEvent.tab();
    await userEvent.type(input, ', please');
    await expect(input).toHaveAccessibleDescription('36 of 40 characters');
    // Near the limit, and once typing pauses, the count is announced politely.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('36 of 40 characters'));
  },
};

export const CharacterLimitOver: Story = {
  args: {
    label: 'Delivery instructions',
    type: 'text',
    autoComplete: 'off',
    characterLimit: 40,
    defaultValue: 'Leave it at the front desk, by the lift',
    error: 'Use 40 characters or fewer',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Delivery instructions' });
    await expect(input).toHaveAccessibleDescription('Use 40 characters or fewer 39 of 40 characters');
    await userEvent.tab();
    // The limit never blocks typing: the person can go over and trim.
    await userEvent.type(input, ' 2B');
    await expect(canvas.getByText('42 of 40 characters')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use 40 characters or fewer 42 of 40 characters');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('42 of 40 characters'));
  },
};
