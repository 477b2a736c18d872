import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyForm } from '../stories/fieldStoryLayout.css';
import { Select } from './Select';

const provinces = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
];

const meta = {
  title: 'Fields/Select',
  component: Select,
  args: {
    label: 'Province',
    options: provinces,
    placeholder: 'Select a province',
    autoComplete: 'address-level1',
    onChange: fn(),
    onBlur: fn(),
  },
  decorators: [
    (Story) => (
      <div className={storyForm}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['banner-specific'],
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await expect(select).toHaveValue('');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'ON');
    await expect(select).toHaveValue('ON');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.tab({ shift: true });
    await expect(select).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = {
  args: { hint: 'Where the card is registered' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await expect(select).toHaveAccessibleDescription('Where the card is registered');
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Province' });
    await expect(select).toBeRequired();
    // The empty placeholder does not count as a choice.
    await expect(select.checkValidity()).toBe(false);
    await userEvent.tab();
    await userEvent.selectOptions(select, 'QC');
    await expect(select.checkValidity()).toBe(true);
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Select a province' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Select a province');
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'BC' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('BC');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Options as children, with groups. */
export const WithOptionGroups: Story = {
  args: { label: 'Expiration month', options: undefined, placeholder: 'Select...', autoComplete: 'cc-exp-month' },
  render: (args) => (
    <Select {...args}>
      <optgroup label="First half">
        {['01', '02', '03', '04', '05', '06'].map((month) => (
          <option key={month}>{month}</option>
        ))}
      </optgroup>
      <optgroup label="Second half">
        {['07', '08', '09', '10', '11', '12'].map((month) => (
          <option key={month}>{month}</option>
        ))}
      </optgroup>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Expiration month' });
    await userEvent.tab();
    await userEvent.selectOptions(select, '09');
    await expect(select).toHaveValue('09');
  },
};
