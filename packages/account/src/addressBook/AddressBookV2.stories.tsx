import type { AddressFormValues } from '@aisle/contracts';
import { ToastRegion, toast } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountHandlers, type AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import {
  correctedAddressValues,
  fullAddressRecords,
  unverifiedAddressValues,
  validatedAddressValues,
} from '../testing/fixtures';
import { AddressBookV2, type AddressBookV2Props } from './AddressBookV2';

interface StoryArgs extends AddressBookV2Props {
  handlerOptions: AccountHandlersOptions;
}

const meta = {
  title: 'Account/Address book/Newer',
  args: { handlerOptions: {} },
  render: ({ handlerOptions, ...props }) => (
    <AccountTestProvider handlers={accountHandlers(handlerOptions)}>
      <AddressBookV2 {...props} />
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const section = (canvas: Canvas, name: string) => canvas.getByRole('heading', { name }).parentElement as HTMLElement;
const streets = (canvas: Canvas, name: string) =>
  within(section(canvas, name))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('address')?.firstChild?.textContent);

async function fillIn(dialog: Canvas, values: AddressFormValues) {
  await userEvent.click(dialog.getByRole('textbox', { name: /Street Address/ }));
  await userEvent.keyboard(values.addressLine1);
  await userEvent.tab();
  if (values.addressLine2) await userEvent.keyboard(values.addressLine2);
  await userEvent.tab();
  await userEvent.keyboard(values.city);
  await userEvent.tab();
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /State\/Province/ }), values.state);
  await userEvent.tab();
  await userEvent.keyboard(values.zipCode);
}

const seeToast = async (canvasElement: HTMLElement, text: string) => {
  const found = await page(canvasElement).findByText(text);
  await waitFor(() => expect(found).toBeVisible());
};

/** No addresses yet: the empty state; its button opens 'Add Address' with focus on the title. */
export const Empty: Story = {
  args: { handlerOptions: { addresses: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Get started by adding an address' })).toBeVisible();
    await expect(
      canvas.getByText('Your address book is empty. Manage your address for orders and mail communications.'),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toHaveFocus();
  },
};

/** 'Current Address' (the mailing address) and 'Other Addresses', newest first. */
export const Filled: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Current Address' });
    await expect(streets(canvas, 'Current Address')).toEqual(['1014 Vine St']);
    await expect(streets(canvas, 'Other Addresses')).toEqual(['100 Queen St W', '500 Elm St']);
  },
};

/** At the maximum (10 by default): ten cards, and adding one more says the book is full. */
export const AtMaximum: Story = {
  args: { handlerOptions: { addresses: fullAddressRecords } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Other Addresses' });
    await expect(streets(canvas, 'Other Addresses')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your address book is full. Remove an address before adding another.',
    );
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Adding a corrected address: 'Confirm Address' shows the suggestion; confirming saves it and closes. */
export const AddThroughConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Address' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Address' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Add Address' })).toHaveFocus());
    // The address-form modal's maximum width (§2, §9).
    await expect(getComputedStyle(dialog).maxWidth).toBe('650px');
    await fillIn(within(dialog), correctedAddressValues);
    await userEvent.keyboard('{Enter}');
    const confirm = await page(canvasElement).findByRole('dialog', { name: 'Confirm Address' });
    await expect(confirm).toHaveTextContent('1014 Vine StApt 5CCincinnati, OH 45202-1234');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm Address' }));
    await seeToast(canvasElement, 'Address created');
    await seeToast(canvasElement, 'Your address was created successfully.');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(streets(canvas, 'Other Addresses')[0]).toBe('1014 Vine St');
  },
};

/** The 'Confirm Address' view, stopped there: the suggestion with 'Confirm Address' and 'Edit Address'. */
export const ConfirmAddressView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Address' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Address' });
    await fillIn(within(dialog), correctedAddressValues);
    await userEvent.keyboard('{Enter}');
    const confirm = await page(canvasElement).findByRole('dialog', { name: 'Confirm Address' });
    await waitFor(() => expect(within(confirm).getByRole('heading', { name: 'Confirm Address' })).toHaveFocus());
    await expect(within(confirm).getByRole('button', { name: 'Edit Address' })).toBeVisible();
  },
};

/** Not corrected by the service: the modal saves it as typed and closes (§4 "Newer modal"). */
export const AddUnverified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Address' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Address' });
    await fillIn(within(dialog), unverifiedAddressValues);
    await userEvent.keyboard('{Enter}');
    await seeToast(canvasElement, 'Your address was created successfully.');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Edit opens the modal on the address; 'Delete Address' asks, then deletes with a toast. */
export const EditAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Other Addresses' });
    const elm = within(section(canvas, 'Other Addresses')).getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(elm).getByRole('button', { name: 'Edit' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit Address' }));
    await expect(dialog.getByRole('textbox', { name: /Street Address/ })).toHaveValue('500 Elm St');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Address' }));
    const confirm = within(await page(canvasElement).findByRole('dialog', { name: 'Confirm Removal' }));
    await expect(confirm.getByText('Are your sure you would like to remove this address?')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete Address' }));
    await seeToast(canvasElement, 'Address is Deleted');
    await seeToast(canvasElement, 'Address successfully deleted');
    await waitFor(() => expect(streets(canvas, 'Other Addresses')).toEqual(['100 Queen St W']));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Address Book' })).toHaveFocus());
  },
};

/** Editing and saving a validated change: 'Address updated'. */
export const EditAndUpdate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Current Address' });
    await userEvent.click(within(section(canvas, 'Current Address')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit Address' }));
    await userEvent.click(dialog.getByRole('textbox', { name: /Apt\/Suite/ }));
    await userEvent.keyboard('{Backspace}5');
    await userEvent.keyboard('{Enter}');
    await seeToast(canvasElement, 'Address updated');
    await waitFor(() => expect(section(canvas, 'Current Address')).toHaveTextContent('Apt 5'));
  },
};

/** The save fails: the modal stays with every typed value and the message. */
export const SaveError: Story = {
  args: { handlerOptions: { failures: { addAddress: { status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Address' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add Address' }));
    await fillIn(dialog, validatedAddressValues);
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('We are having technical difficulties.');
    await expect(dialog.getByRole('textbox', { name: /Street Address/ })).toHaveValue('200 Main St');
    await expect(dialog.getByRole('textbox', { name: /Postal Code/ })).toHaveValue('43215');
  },
};

/** The list failed to load: the message and 'Try again'. */
export const LoadError: Story = {
  args: { handlerOptions: { failures: { addresses: 'network-error' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We are having technical difficulties. Please try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
