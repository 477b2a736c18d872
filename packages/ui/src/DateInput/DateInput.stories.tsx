import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyForm } from '../stories/fieldStoryLayout.css';
import { DateInput } from './DateInput';
import { parseDateInput } from './dateText';

const meta = {
  title: 'Fields/DateInput',
  component: DateInput,
  args: { label: 'Date of birth', autoComplete: 'bday', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className={storyForm}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAccessibleDescription('MM/DD/YYYY');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await expect(input).toHaveAttribute('title', 'Please enter a date');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Slashes arrive with the digits; a slash typed after one digit pads it.
    await userEvent.type(input, '031');
    await expect(input).toHaveValue('03/1');
    await userEvent.type(input, '4/1990');
    await expect(input).toHaveValue('03/14/1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('03/14/1990');
    await userEvent.tab({ shift: true });
    await expect(input).not.toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toBeRequired();
    // The browser's own check, in the message table's words, until the date is a real one.
    await expect((input as HTMLInputElement).validationMessage).toBe('A valid date input is required.');
    await userEvent.tab();
    await userEvent.type(input, '3/4/1990');
    await expect(input).toHaveValue('03/04/1990');
    await expect(input).toBeValid();
  },
};

/** The caller validates with `parseDateInput` and supplies its own message. */
export const WithError: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('02/30/1990');
    const complete = value.length === 10;
    return (
      <DateInput
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
        error={complete && !parseDateInput(value) ? 'Please enter a valid date.' : undefined}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('MM/DD/YYYY Please enter a valid date.');
    await userEvent.tab();
    // Letters are dropped and what was typed is kept.
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}x1991');
    await expect(input).toHaveValue('02/30/1991');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Pasted: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await userEvent.tab();
    await userEvent.paste('1990-03-14');
    await expect(input).toHaveValue('03/14/1990');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '03/14/1990' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
