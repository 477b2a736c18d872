import { toFormValues } from '@aisle/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountMessages } from '../messages';
import { demoHomeAddress } from '../testing/fixtures';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { AddressForm } from './AddressForm';
import { narrowColumn, storyFrame } from './AddressForm.stories.css';

const meta = {
  title: 'Account/Address form',
  component: AddressForm,
  args: {
    title: accountMessages.addNewAddressTitle,
    submitLabel: accountMessages.saveAddressButton,
    onSubmit: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <AccountTestProvider>
        <div className={storyFrame}>
          <Story />
        </div>
      </AccountTestProvider>
    ),
  ],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding an address: every field empty, State/Province on its placeholder. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /State\/Province/ })).toHaveDisplayValue('Select State/Province');
    // The fields in reading order, as Tab reaches them.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Street Address/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Apt\/Suite/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: /State\/Province/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Postal Code/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Make this my mailing address' })).toHaveFocus();
  },
};

/** Editing the mailing address: the form starts from it; a change is submitted with Enter. */
export const Edit: Story = {
  args: { title: accountMessages.editAddressTitle, defaultValues: toFormValues(demoHomeAddress) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Street Address/ })).toHaveValue('1014 Vine St');
    await expect(canvas.getByRole('textbox', { name: /Apt\/Suite/ })).toHaveValue('Apt 4');
    await expect(canvas.getByRole('combobox', { name: /State\/Province/ })).toHaveValue('OH');
    await expect(canvas.getByRole('checkbox', { name: 'Make this my mailing address' })).toBeChecked();

    const apt = canvas.getByRole('textbox', { name: /Apt\/Suite/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(apt).toHaveFocus();
    await userEvent.clear(apt);
    await userEvent.type(apt, 'Suite 200{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        addressLine1: '1014 Vine St',
        addressLine2: 'Suite 200',
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45202',
        isHome: true,
      }),
    );
  },
};

/** Submitting empty shows every rule's message and puts focus on Street Address. */
export const Errors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));

    const street = canvas.getByRole('textbox', { name: /Street Address/ });
    await waitFor(() => expect(street).toHaveFocus());
    await expect(street).toHaveAccessibleDescription('Street Address is required');
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription('City is required');
    await expect(canvas.getByRole('combobox', { name: /State\/Province/ })).toHaveAccessibleDescription(
      'State/Province is required',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing a field clears its message as the shopper types.
    await userEvent.type(street, '200 Main St');
    await waitFor(() => expect(canvas.queryByText('Street Address is required')).not.toBeInTheDocument());

    const postalCode = canvas.getByRole('textbox', { name: /Postal Code/ });
    await userEvent.click(postalCode);
    await userEvent.type(postalCode, '4520');
    await userEvent.tab();
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(postalCode).toHaveAccessibleDescription('Please enter a valid Postal Code');
    await userEvent.click(postalCode);
    await userEvent.type(postalCode, '2');
    await waitFor(() => expect(postalCode).not.toHaveAttribute('aria-invalid'));
  },
};

/** A Canadian province takes a Canadian postal code, saved upper-cased with its space. */
export const Canadian: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: /Street Address/ }), '111 Wellington St');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Ottawa');
    await userEvent.tab();
    const state = canvas.getByRole('combobox', { name: /State\/Province/ });
    await expect(state).toHaveFocus();
    await userEvent.selectOptions(state, 'Ontario');
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: /Postal Code/ }), 'k1a0b1');
    await userEvent.tab();
    await expect(canvas.queryByText('Please enter a valid Postal Code')).not.toBeInTheDocument();
    // Back in the code, where focus stays while Save is pressed: a text field's focus ring is the
    // same however it got focus, a checkbox's is not (its picture would differ run to run).
    await userEvent.click(canvas.getByRole('textbox', { name: /Postal Code/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));

    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        addressLine1: '111 Wellington St',
        addressLine2: '',
        city: 'Ottawa',
        state: 'ON',
        zipCode: 'K1A 0B1',
        isHome: false,
      }),
    );
  },
};

/**
 * In a column narrower than 36rem (beside the account navigation on a tablet) City, State/Province
 * and Postal Code stack, each at full width: the form follows its own width, not the viewport's.
 */
export const NarrowColumn: Story = {
  args: { title: accountMessages.editAddressTitle, defaultValues: toFormValues(demoHomeAddress) },
  decorators: [
    (Story) => (
      <div className={narrowColumn}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: /City/ });
    const state = canvas.getByRole('combobox', { name: /State\/Province/ });
    const postalCode = canvas.getByRole('textbox', { name: /Postal Code/ });
    const street = canvas.getByRole('textbox', { name: /Street Address/ });
    for (const control of [city, state, postalCode]) {
      await expect(control.getBoundingClientRect().width).toBe(street.getBoundingClientRect().width);
    }
    await expect(state.getBoundingClientRect().top).toBeGreaterThan(city.getBoundingClientRect().bottom);
    await expect(postalCode.getBoundingClientRect().top).toBeGreaterThan(state.getBoundingClientRect().bottom);
  },
};
