import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deliveryTo, officeAddress, typedAddress } from '../testing/fixtures';
import { SelectorStory, type SelectorStoryArgs } from '../testing/selectorStoryFrame';

const meta = {
  title: 'Scheduling/Address book v2',
  args: {
    addressBookVersion: 'V2',
    signedIn: true,
    modal: false,
    activeModality: deliveryTo(officeAddress),
    handlerOptions: {},
  },
  render: (args) => <SelectorStory {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery' }));
    await canvas.findByRole('heading', { name: 'Current Address' });
  },
} satisfies Meta<SelectorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Current Address', where the shopper has delivery now, and 'Other Addresses' to choose from. */
export const AddressBook: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Other Addresses' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Other Addresses' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Addresses' })).toBeVisible();
  },
};

/** No delivery chosen yet: the no-address-selected view's words under 'Current Address'. */
export const NoAddressSelected: Story = {
  args: { activeModality: null },
  play: async (context) => {
    await meta.play(context);
    await expect(within(context.canvasElement).getByText('No address selected.')).toBeVisible();
  },
};

/** No saved address: only the no-address-selected view and 'Add Address'. */
export const NoAddresses: Story = {
  args: { handlerOptions: { addresses: [] } },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('No address selected.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Address' })).toBeVisible();
  },
};

/** Another address chosen and checked: it becomes the current one. */
export const ChooseAnother: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '1014 Vine St, Apt 5C' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Use This Address' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: '312 Walnut St' })).toBeVisible());
  },
};

/** 'Add Address': the empty form in the same screen; a corrected address, the confirm view. */
export const ConfirmView: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Address' }));
    await canvas.findByRole('form', { name: 'Add Address' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Street Address/ }), typedAddress.street);
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), typedAddress.locality);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /State\/Province/ }), typedAddress.region);
    await userEvent.type(canvas.getByRole('textbox', { name: /Postal Code/ }), typedAddress.postalCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(await canvas.findByRole('heading', { name: 'Suggested Address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm Address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Address' })).toBeVisible();
  },
};

/** Opens the form of a saved delivery address, Nashville's. */
async function editFaraway(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /^Edit Address.*2201 21st Ave S/ }));
  await expect(await canvas.findByRole('form', { name: 'Edit Address' })).toBeVisible();
  return canvas;
}

/** 'Edit Address' on a saved delivery address: its form, with 'Delete Address'. */
export const EditAddress: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = await editFaraway(context.canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Delete Address' })).toBeVisible();
  },
};

/** The deletion asked first; a failure keeps the question open with what went wrong. */
export const DeleteFailed: Story = {
  args: { handlerOptions: { failures: { deleteAddress: { status: 503 } } } },
  play: async (context) => {
    await meta.play(context);
    const canvas = await editFaraway(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Address' }));
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete this address?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Address' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};

/** In the modal: the same screen, the confirm view inline rather than 'Check Availability'. */
export const InTheModal: Story = {
  args: { modal: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Change Store' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delivery' }));
    await expect(await dialog.findByRole('heading', { name: 'Current Address' })).toBeVisible();
  },
};
