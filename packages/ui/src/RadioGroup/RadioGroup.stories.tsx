import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyForm } from '../stories/fieldStoryLayout.css';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Fields/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Contact method',
    onValueChange: fn(),
    children: (
      <>
        <Radio value="email" label="Email" />
        <Radio value="text" label="Text message" />
        <Radio value="phone" label="Phone call" />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className={storyForm}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Contact method' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    const text = canvas.getByRole('radio', { name: 'Text message' });
    await expect(text).toBeChecked();
    await expect(text).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('text');
    // The group is one Tab stop: Shift+Tab leaves it.
    await userEvent.tab({ shift: true });
    await expect(text).not.toHaveFocus();
  },
};

export const WithHint: Story = {
  args: {
    legend: 'Shipping speed',
    hint: 'Prices include tax',
    defaultValue: 'standard',
    children: (
      <>
        <Radio value="standard" label="Standard" hint="3 to 5 working days, free" />
        <Radio value="express" label="Express" hint="Next working day, $9.99" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Shipping speed' })).toHaveAccessibleDescription(
      'Prices include tax',
    );
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await expect(standard).toHaveAccessibleDescription('3 to 5 working days, free');
    await userEvent.tab();
    await expect(standard).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Announced once, on the group; the visible word stays out of the name.
    await expect(canvas.getByRole('radiogroup', { name: 'Contact method' })).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose how we should contact you' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Contact method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose how we should contact you');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'email' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.body).toHaveFocus();
    await userEvent.click(canvas.getByText('Phone call'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'text', hint: 'Set by your organisation' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Text message' })).toHaveFocus();
    await userEvent.click(canvas.getByText('Phone call'));
    await expect(canvas.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
