import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { typedAddress } from '../testing/fixtures';
import { SelectorStory, type SelectorStoryArgs } from '../testing/selectorStoryFrame';

const meta = {
  title: 'Scheduling/Address form',
  args: { modal: false, signedIn: true, handlerOptions: {} },
  render: (args) => <SelectorStory {...args} />,
} satisfies Meta<SelectorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selector's screens, in the modal's dialog when there is one. */
async function selector(canvasElement: HTMLElement, modal: boolean) {
  const body = within(canvasElement.ownerDocument.body);
  return modal
    ? within(await body.findByRole('dialog', { name: 'How are you shopping today?' }))
    : within(canvasElement);
}

async function openAddressForm(canvasElement: HTMLElement, modal: boolean) {
  const screen = await selector(canvasElement, modal);
  await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Add Address' }));
  // The form loads when first opened.
  await screen.findByRole('textbox', { name: /Street Address/ });
  return screen;
}

async function typeAddress(screen: ReturnType<typeof within>, address = typedAddress) {
  await userEvent.type(screen.getByRole('textbox', { name: /Street Address/ }), address.street);
  await userEvent.type(screen.getByRole('textbox', { name: /City/ }), address.locality);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /State\/Province/ }), address.region);
  await userEvent.type(screen.getByRole('textbox', { name: /Postal Code/ }), address.postalCode);
}

/** ADD_ADDRESS from the address book's 'Add Address': the form, with Cancel back to the book. */
export const AddAddress: Story = {
  play: async ({ canvasElement }) => {
    const screen = await openAddressForm(canvasElement, false);
    await expect(screen.getByRole('form', { name: 'Add Address' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** The service corrected what was typed: 'Suggested Address', 'Confirm Address' or 'Edit Address'. */
export const SuggestedAddress: Story = {
  play: async ({ canvasElement }) => {
    const screen = await openAddressForm(canvasElement, false);
    await typeAddress(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await expect(await screen.findByRole('heading', { name: 'Suggested Address' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Confirm Address' })).toBeVisible();
  },
};

/** Saved, but no store of the banner delivers there: the message above the buttons, the entry kept. */
export const NotEligible: Story = {
  play: async ({ canvasElement }) => {
    const screen = await openAddressForm(canvasElement, false);
    const nashville = {
      ...typedAddress,
      street: '100 Broadway',
      locality: 'Nashville',
      region: 'TN',
      postalCode: '37212',
    };
    await typeAddress(screen, nashville);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await expect(await screen.findByText('The address you entered is not eligible for Delivery.')).toBeVisible();
  },
};

/** The modal variant: 'Add Delivery Address', 'Save and Continue' and 'Cancel'. */
export const AddDeliveryAddress: Story = {
  args: { modal: true },
  play: async ({ canvasElement }) => {
    const screen = await openAddressForm(canvasElement, true);
    await expect(screen.getByRole('form', { name: 'Add Delivery Address' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeVisible();
  },
};

/** The modal variant's confirm-corrected-address modal: 'Check Availability' over the form. */
export const CheckAvailability: Story = {
  args: { modal: true },
  play: async ({ canvasElement }) => {
    const screen = await openAddressForm(canvasElement, true);
    await typeAddress(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const body = within(canvasElement.ownerDocument.body);
    const check = within(await body.findByRole('alertdialog', { name: 'Check Availability' }));
    // Focus starts on the safe choice, back to the form; the dialog is visible once it has faded in.
    await expect(check.getByRole('button', { name: 'Edit Address' })).toHaveFocus();
    await waitFor(() => expect(check.getByText('Suggested Address')).toBeVisible());
    await expect(check.getByRole('button', { name: 'Confirm Address' })).toBeVisible();
  },
};

/** A saved address's 'Edit': 'Edit Delivery Address' with its values and 'Update Address'. */
export const EditDeliveryAddress: Story = {
  args: { modal: true },
  play: async ({ canvasElement }) => {
    const screen = await selector(canvasElement, true);
    await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Edit.*312 Walnut St/ }));
    // The form's code loads on opening: give a loaded machine more than the default second.
    const form = await screen.findByRole('form', { name: 'Edit Delivery Address' }, { timeout: 5000 });
    await waitFor(() => expect(form).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Update Address' })).toBeVisible();
  },
};
