import type { AddressFormValues } from '@aisle/contracts';
import { ToastRegion, toast } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import {
  canadianAddressValues,
  correctedAddressValues,
  unverifiedAddressValues,
  validatedAddressValues,
} from '../testing/fixtures';
import { inMemoryAddressBook, type InMemoryAddressBook } from '../testing/inMemoryAddressBook';
import { AddressEditor } from './AddressEditor';

interface StoryArgs {
  addressId?: string;
  handlerOptions: AccountHandlersOptions;
  /** The book the handlers keep, to check what was saved. */
  book: InMemoryAddressBook;
  navigate: (href: string) => void;
}

const meta = {
  title: 'Account/Address book/Legacy editor',
  args: { handlerOptions: {}, navigate: fn(), book: inMemoryAddressBook() },
  // A fresh book per story, so one story's save never shows in the next.
  beforeEach: ({ args }) => {
    toast.dismiss();
    args.book = inMemoryAddressBook();
  },
  render: ({ addressId, handlerOptions, book, navigate }) => (
    <AccountTestProvider handlerOptions={{ ...handlerOptions, addresses: book }} navigation={{ navigate }}>
      <AddressEditor addressId={addressId} />
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Types the address field by field, moving with Tab as a person would. */
async function fillIn(canvas: Canvas, values: AddressFormValues) {
  await userEvent.click(canvas.getByRole('textbox', { name: /Street Address/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Street Address/ }), values.addressLine1);
  await userEvent.tab();
  if (values.addressLine2)
    await userEvent.type(canvas.getByRole('textbox', { name: /Apt\/Suite/ }), values.addressLine2);
  await userEvent.tab();
  await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), values.city);
  await userEvent.tab();
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /State\/Province/ }), values.state);
  await userEvent.tab();
  await userEvent.type(canvas.getByRole('textbox', { name: /Postal Code/ }), values.zipCode);
}

const toastText = async (canvasElement: HTMLElement, text: string) => {
  const found = await within(canvasElement.ownerDocument.body).findByText(text);
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

/** A validated address is saved at once: the toast, and back to the address book. */
export const AddValidated: Story = {
  tags: ['banner-specific'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();
    await fillIn(canvas, validatedAddressValues);
    await userEvent.keyboard('{Enter}');
    await toastText(canvasElement, 'Your address has been created.');
    await expect(args.navigate).toHaveBeenCalledWith('/account/addresses', undefined);
  },
};

/** Not verified: the modal over the form; 'Confirm Address' refuses until 'Use this address' is ticked. */
export const Unverified: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, unverifiedAddressValues);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    // The modal is portalled to <body>, over the form.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Confirm Address' });
    const modal = within(dialog);
    await waitFor(() => expect(modal.getByRole('heading', { level: 2, name: 'Confirm Address' })).toHaveFocus());
    // The account modal's default width (§2, §9).
    await expect(getComputedStyle(dialog).maxWidth).toBe('500px');
    // Visible once the modal has faded in.
    const message = modal.getByText(
      "We weren't able to verify this address you entered. Please check for any mistakes and try again.",
    );
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.click(modal.getByRole('button', { name: 'Confirm Address' }));
    const tick = modal.getByRole('checkbox', { name: 'Use this address' });
    await expect(tick).toHaveFocus();
    await expect(tick).toHaveAccessibleDescription("Tick 'Use this address' to save the address as you entered it.");
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Ticking 'Use this address' lets the unverified address be saved. */
export const UnverifiedTicked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, unverifiedAddressValues);
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Confirm Address' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('checkbox', { name: 'Use this address' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await toastText(canvasElement, 'Your address has been created.');
    await expect(args.book.records().at(-1)?.address.addressLines).toEqual(['1 Nowhere Ln']);
  },
};

/** 'Edit Address' closes the modal: the form is as the shopper typed it. */
export const UnverifiedEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, unverifiedAddressValues);
    // A press on Save leaves focus in the field typed last, and the modal gives it back there.
    const typedLast = canvasElement.ownerDocument.activeElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Confirm Address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: /Street Address/ })).toHaveValue('1 Nowhere Ln');
    await expect(typedLast).toHaveFocus();
  },
};

/** Corrected: the suggestion is chosen first, and is what gets saved. */
export const CorrectedSuggestion: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, correctedAddressValues);
    await userEvent.keyboard('{Enter}');
    const suggestion = await canvas.findByRole('radio', { name: 'Suggested address' });
    await expect(suggestion).toBeChecked();
    await expect(suggestion).toHaveAccessibleDescription('1014 Vine StApt 5CCincinnati, OH 45202-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Address' }));
    await toastText(canvasElement, 'Your address has been created.');
    await expect(args.book.records().at(-1)?.address).toMatchObject({
      addressLines: ['Apt 5C', '1014 Vine St'],
      postalCode: '45202-1234',
    });
  },
};

/** Corrected, but the shopper keeps what they typed: the arrow key moves to the original. */
export const CorrectedOriginal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, correctedAddressValues);
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { name: 'Confirm Address' });
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Suggested address' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Address you entered' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Address' }));
    await toastText(canvasElement, 'Your address has been created.');
    await expect(args.book.records().at(-1)?.address.addressLines).toEqual(['apartment 5c', '1014 vine street']);
  },
};

/** A Canadian province skips validation and is saved directly. */
export const Canadian: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, canadianAddressValues);
    await userEvent.keyboard('{Enter}');
    await toastText(canvasElement, 'Your address has been created.');
    await expect(args.book.records().at(-1)?.address).toMatchObject({ stateProvince: 'ON', postalCode: 'M5V 3L9' });
  },
};

/** Editing: the form starts from the saved address; saving says 'Success!'. */
export const Edit: Story = {
  args: { addressId: 'addr-2' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const street = await canvas.findByRole('textbox', { name: /Street Address/ });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeVisible();
    await expect(street).toHaveValue('500 Elm St');
    await userEvent.tripleClick(street);
    await userEvent.keyboard('501 Elm St{Enter}');
    await toastText(canvasElement, 'Success!');
    await toastText(canvasElement, 'Your address has been updated.');
    await expect(args.navigate).toHaveBeenCalledWith('/account/addresses', undefined);
  },
};

/** Editing an id the book does not hold. */
export const NotFound: Story = {
  args: { addressId: 'addr-404' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not find that address.');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('/account/addresses', undefined);
  },
};

/** The save fails (TOO_MANY_ADDRESSES): the message, and every typed value kept. */
export const SaveError: Story = {
  args: { handlerOptions: { failures: { legacyAddAddress: { status: 400, code: 'TOO_MANY_ADDRESSES' } } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, validatedAddressValues);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your address book is full. Remove an address before adding another.',
    );
    await expect(canvas.getByRole('textbox', { name: /Street Address/ })).toHaveValue('200 Main St');
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveValue('Columbus');
    await expect(canvas.getByRole('combobox', { name: /State\/Province/ })).toHaveValue('OH');
    await expect(canvas.getByRole('textbox', { name: /Postal Code/ })).toHaveValue('43215');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};
