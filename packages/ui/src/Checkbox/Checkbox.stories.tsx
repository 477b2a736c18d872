import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyForm } from '../stories/fieldStoryLayout.css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Fields/Checkbox',
  component: Checkbox,
  args: { label: 'Make this my mailing address', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={storyForm}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['banner-specific'],
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Make this my mailing address' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await userEvent.tab({ shift: true });
    await expect(box).not.toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { label: 'Text me order updates', hint: 'Message and data rates may apply. Reply STOP to opt out.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Text me order updates' });
    await expect(box).toHaveAccessibleDescription('Message and data rates may apply. Reply STOP to opt out.');
    // The whole label is a target, not only the box.
    await userEvent.click(canvas.getByText('Text me order updates'));
    await expect(box).toBeChecked();
  },
};

export const Required: Story = {
  args: { label: 'I agree to the Terms & Conditions', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    await expect(box).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the Terms & Conditions',
    required: true,
    error: 'Please agree to the Terms & Conditions.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please agree to the Terms & Conditions.');
    await userEvent.tab();
    await expect(box).toHaveFocus();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <>
      <Checkbox {...args} label="Save this card" disabled />
      <Checkbox {...args} label="Use as default" disabled defaultChecked />
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Save this card' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Use as default' })).toBeChecked();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.body).toHaveFocus();
    await userEvent.click(canvas.getByText('Save this card'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Use as default', defaultChecked: true, readOnly: true, hint: 'Your only card is the default' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Use as default' });
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const choices = ['Weekly offers', 'Recipes', 'News'];

/** A parent box that is mixed while some, not all, of its children are checked. */
export const Indeterminate: Story = {
  render: function Render() {
    const [checked, setChecked] = useState<string[]>(['Recipes']);
    const all = checked.length === choices.length;
    return (
      <div>
        <Checkbox
          label="All emails"
          checked={all}
          indeterminate={checked.length > 0 && !all}
          onChange={() => setChecked(all ? [] : choices)}
        />
        {choices.map((choice) => (
          <Checkbox
            key={choice}
            label={choice}
            checked={checked.includes(choice)}
            onChange={(event) =>
              setChecked(event.target.checked ? [...checked, choice] : checked.filter((item) => item !== choice))
            }
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'All emails' });
    await expect(all).toBePartiallyChecked();
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'News' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Weekly offers' })).not.toBeChecked();
    await expect(all).toBePartiallyChecked();
  },
};
