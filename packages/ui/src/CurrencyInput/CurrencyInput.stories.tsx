import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyForm } from '../stories/fieldStoryLayout.css';
import { CurrencyInput } from './CurrencyInput';

const meta = {
  title: 'Fields/CurrencyInput',
  component: CurrencyInput,
  args: { label: 'Tip amount', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className={storyForm}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrencyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    // The symbol is read after the label, and is never part of the value.
    const input = within(canvasElement).getByRole('textbox', { name: 'Tip amount $' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('0.01');
    await userEvent.keyboard('23');
    await expect(input).toHaveValue('1.23');
    await userEvent.keyboard('0');
    await expect(input).toHaveValue('12.30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1230);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1.23');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(123);
    await userEvent.tab({ shift: true });
    await expect(input).not.toHaveFocus();
  },
};

export const WithMax: Story = {
  args: { max: 5000, hint: 'Up to $50.00', defaultValue: 500 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tip amount $' });
    await expect(input).toHaveAccessibleDescription('Up to $50.00');
    await userEvent.tab();
    await userEvent.keyboard('{End}0');
    await expect(input).toHaveValue('50.00');
    // One more digit would pass the maximum, so it is not taken.
    await userEvent.keyboard('0');
    await expect(input).toHaveValue('50.00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5000);
  },
};

export const Pasted: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tip amount $' });
    await userEvent.tab();
    await userEvent.paste('12.5');
    await expect(input).toHaveValue('12.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1250);
  },
};

export const Required: Story = {
  args: { label: 'Amount', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount $' });
    await expect(input).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard('2500');
    await expect(input).toHaveValue('25.00');
  },
};

export const WithError: Story = {
  args: {
    label: 'Amount',
    defaultValue: 9000,
    hint: 'Your balance is $42.17',
    error: 'The most you can use is $42.17',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount $' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Your balance is $42.17 The most you can use is $42.17');
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 300 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tip amount $' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('3.00');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
