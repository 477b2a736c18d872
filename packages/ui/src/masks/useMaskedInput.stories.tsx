import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyForm } from '../stories/fieldStoryLayout.css';
import { TextField } from '../TextField/TextField';
import { digitsOnly, groupDigits } from './digits';
import { useMaskedInput } from './useMaskedInput';

const formatCardNumber = (text: string) => groupDigits(text, [10, 3, 3, 3]);

/** `useMaskedInput` on a TextField: a 19-digit card number grouped 10-3-3-rest as it is typed. */
function CardNumberField({ onDigits }: { onDigits: (digits: string) => void }) {
  const [count, setCount] = useState(0);
  const mask = useMaskedInput({
    format: formatCardNumber,
    unformat: digitsOnly,
    onValueChange: (digits) => {
      setCount(digits.length);
      onDigits(digits);
    },
  });
  return (
    <TextField
      label="Card number"
      hint={`19 digits, on the back of the card (${count} so far)`}
      inputMode="numeric"
      autoComplete="off"
      {...mask}
    />
  );
}

const meta = {
  title: 'Fields/Masked input',
  component: CardNumberField,
  args: { onDigits: fn() },
  decorators: [
    (Story) => (
      <div className={storyForm}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedDigits: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Card number' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, '12345678901');
    await expect(input).toHaveValue('1234567890-1');
    await userEvent.type(input, '23456789');
    await expect(input).toHaveValue('1234567890-123-456-789');
    await expect(args.onDigits).toHaveBeenLastCalledWith('1234567890123456789');
    // Too many digits: the extra one is not taken.
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('1234567890-123-456-789');
    // Backspace right after a hyphen removes the digit before it, not the hyphen.
    input.setSelectionRange(11, 11);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1234567891-234-567-89');
    await expect(input.selectionStart).toBe(9);
  },
};

export const Pasted: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Card number' });
    await userEvent.tab();
    await userEvent.paste('1234 5678 9012 3456 789');
    await expect(input).toHaveValue('1234567890-123-456-789');
    await expect(args.onDigits).toHaveBeenLastCalledWith('1234567890123456789');
    await expect(input).toHaveAccessibleDescription('19 digits, on the back of the card (19 so far)');
  },
};
