import type { WalletCard } from '@aisle/contracts/wallet';
import { Button, ToastRegion } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WalletSettings } from '../config/walletSettings';
import { demoSecureFrameUrl } from '../testing/demoSecureFrame';
import { discover, ebtCard, expiredMastercard, giftCard, preferredVisa } from '../testing/fixtures';
import { walletHandlers, type WalletHandlersOptions } from '../testing/walletHandlers';
import { WalletTestProvider } from '../testing/WalletTestProvider';
import { PaymentFlyout } from './PaymentFlyout';

interface StoryArgs {
  settings: Partial<WalletSettings>;
  handlerOptions: WalletHandlersOptions;
  selection: WalletCard[];
  checkBalanceCard?: WalletCard;
}

function FlyoutStory({ settings, handlerOptions, selection, checkBalanceCard }: StoryArgs) {
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<WalletCard[]>(selection);
  return (
    <WalletTestProvider handlers={walletHandlers(handlerOptions)}>
      {/* Our Button, not a bare one: a bare button takes the machine's own font into the snapshots. */}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the payment flyout
      </Button>
      <PaymentFlyout
        open={open}
        onOpenChange={setOpen}
        selection={chosen}
        onConfirm={setChosen}
        checkBalanceCard={checkBalanceCard}
        settings={{
          // The demo frames are Blob URL documents of this very origin.
          secureFieldsOrigin: window.location.origin,
          secureFieldsFrameUrl: demoSecureFrameUrl,
          ...settings,
        }}
      />
      <ToastRegion duration={Infinity} />
    </WalletTestProvider>
  );
}

const meta = {
  title: 'Wallet/Payment flyout',
  args: { settings: {}, handlerOptions: {}, selection: [] },
  render: (args) => <FlyoutStory {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The panel once it has slid in: until its animation ends it is transparent, so nothing in it is
 * visible yet; and still for three frames, so a snapshot never catches it a few pixels short.
 */
async function dialogNamed(canvasElement: HTMLElement, name: string | RegExp) {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  let left = Number.NaN;
  for (let still = 0; still < 3;) {
    await nextFrame();
    const now = dialog.getBoundingClientRect().left;
    still = now === left ? still + 1 : 0;
    left = now;
  }
  return within(dialog);
}

/** Types into a field of a secure frame (a same-origin demo frame here), as the shopper would. */
async function typeInFrame(frameTitle: string, canvasElement: HTMLElement, values: Record<string, string>) {
  const iframe = (await body(canvasElement).findByTitle(frameTitle)) as HTMLIFrameElement;
  await waitFor(() => expect(iframe.closest('[data-state]')?.getAttribute('data-state')).toBe('loaded'), {
    timeout: 5000,
  });
  const frameDocument = iframe.contentDocument as Document;
  for (const [id, value] of Object.entries(values)) {
    const field = frameDocument.getElementById(id) as HTMLInputElement | HTMLSelectElement;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** From the card list at checkout, the 'Add Credit/Debit Card' form, its card frame loaded and sized to its two rows. */
async function openAddCreditCard(canvasElement: HTMLElement) {
  const list = await dialogNamed(canvasElement, 'Select Payment');
  await userEvent.click(await list.findByRole('button', { name: 'Add Credit/Debit Card' }));
  const form = await dialogNamed(canvasElement, 'Add Credit/Debit Card');
  const iframe = await form.findByTitle('Card number, expiration date and CVV');
  await waitFor(() => expect(iframe.getBoundingClientRect().height).toBeGreaterThan(78), { timeout: 5000 });
  return form;
}

/** The names typed on the page, the number, expiry and CVV in the secure frame. */
async function fillBankCard(canvasElement: HTMLElement, form: ReturnType<typeof within>, pan: string) {
  await userEvent.type(form.getByRole('textbox', { name: /First Name/ }), 'Avery');
  await userEvent.type(form.getByRole('textbox', { name: /Last Name/ }), 'Jordan');
  await typeInFrame('Card number, expiration date and CVV', canvasElement, {
    pan,
    month: '09',
    year: '2031',
    cvv: '123',
  });
}

/** From the card list at checkout, a card's actions menu, then one of its items. */
async function chooseCardAction(canvasElement: HTMLElement, card: string, action: string) {
  const list = await dialogNamed(canvasElement, 'Select Payment');
  await userEvent.click(await list.findByRole('button', { name: `Actions ${card}` }));
  await userEvent.click(list.getByRole('menuitem', { name: action }));
}

/** Wallet mode ("my wallet"): management only, a single Close button. */
export const WalletMode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Wallet');
    await expect(await dialog.findByText('Visa ending in 1111')).toBeVisible();
    for (const group of ['Credit & Debit', 'SNAP EBT', 'Gift Card']) {
      await expect(dialog.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(dialog.getByText('Expired')).toBeVisible();
    await expect(dialog.queryByRole('radio')).toBeNull();
  },
};

/** Checkout: the preferred card is chosen; arrow keys choose another, Confirm hands it back. */
export const SelectPayment: Story = {
  tags: ['banner-specific'],
  args: {
    settings: { mode: 'checkout' },
    handlerOptions: { cards: [preferredVisa, discover, expiredMastercard, ebtCard, giftCard] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Select Payment');
    const visa = await dialog.findByRole('radio', { name: /Visa ending in 1111/ });
    await waitFor(() => expect(visa).toBeChecked());
    visa.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /Discover ending in 1117/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeDisabled();
  },
};

/** A changed choice asks before it is thrown away (Escape, a click outside or the close button). */
export const DiscardChanges: Story = {
  args: { ...SelectPayment.args, selection: [preferredVisa] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Select Payment');
    await userEvent.click(await dialog.findByRole('radio', { name: /Discover ending in 1117/ }));
    await userEvent.keyboard('{Escape}');
    const confirm = await dialogNamed(canvasElement, 'Discard Changes?');
    await expect(confirm.getByRole('button', { name: 'No, Keep Changes' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Yes, Discard Changes' })).toBeVisible();
  },
};

/** Adding a credit card: names, the secure card frame, the billing address, save and preferred. */
export const AddCreditCard: Story = {
  args: { settings: { mode: 'checkout' } },
  play: async ({ canvasElement }) => {
    const form = await openAddCreditCard(canvasElement);
    await fillBankCard(canvasElement, form, '4242424242424242');
    await userEvent.click(form.getByRole('checkbox', { name: 'Make this my preferred card' }));
    await expect(form.getByRole('checkbox', { name: 'Save this card' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: /Submit Card/ }));
    const back = await dialogNamed(canvasElement, 'Select Payment');
    await expect(await back.findByText('Successfully saved card')).toBeVisible();
    await expect(back.getByText('Visa ending in 4242')).toBeVisible();
  },
};

/** The add form's own checks: every name message, and the billing address chosen for the shopper. */
export const AddCreditCardInvalid: Story = {
  args: AddCreditCard.args,
  play: async ({ canvasElement }) => {
    const form = await openAddCreditCard(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /First Name/ }), 'Av3ry');
    await userEvent.click(form.getByRole('button', { name: /Submit Card/ }));
    await expect(await form.findByText('Please enter a valid first name.')).toBeVisible();
    await expect(form.getByText('Last Name is a required field.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /First Name/ })).toHaveValue('Av3ry');
  },
};

/** A declined card (402): the catalogue's message in the form, and every value kept. */
export const AddCreditCardDeclined: Story = {
  args: {
    settings: { mode: 'checkout' },
    handlerOptions: { failures: { addCard: { status: 402, code: 'RV32937' } } },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const form = await openAddCreditCard(canvasElement);
    await fillBankCard(canvasElement, form, '4000000000000002');
    await userEvent.click(form.getByRole('button', { name: /Submit Card/ }));
    await expect(
      await form.findByText(
        'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
      ),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Jordan');
  },
};

/** SNAP EBT: a card number of 16 to 19 digits. */
export const AddSnapEbtCard: Story = {
  args: { handlerOptions: { cards: [preferredVisa] } },
  play: async ({ canvasElement }) => {
    const list = await dialogNamed(canvasElement, 'Wallet');
    await userEvent.click(await list.findByRole('button', { name: 'Add SNAP EBT Card' }));
    const form = await dialogNamed(canvasElement, 'Add SNAP EBT Card');
    await userEvent.type(form.getByRole('textbox', { name: /Card Number/ }), '507712345678');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await expect(
      await form.findByText('Card Number must be at least 16 characters long and at most 19 characters long.'),
    ).toBeVisible();
  },
};

/** A gift card: its number masked 10-3-3-rest as it is typed, its PIN, the note to keep the card. */
export const AddGiftCard: Story = {
  args: { handlerOptions: { cards: [preferredVisa] } },
  play: async ({ canvasElement }) => {
    const list = await dialogNamed(canvasElement, 'Wallet');
    await userEvent.click(await list.findByRole('button', { name: 'Add Gift Card' }));
    const form = await dialogNamed(canvasElement, 'Add Gift Card');
    await expect(
      form.getByText('Keep your gift card! You will need it for any refunds or additional charges.'),
    ).toBeVisible();
    const number = form.getByRole('textbox', { name: /Card Number/ });
    await userEvent.type(number, '6006491234567890123');
    await expect(number).toHaveValue('6006491234-567-890-123');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await expect(await form.findByText('PIN must be exactly 4 characters long.')).toBeVisible();
  },
};

/** The sixth gift card is refused before any call. */
export const GiftCardLimit: Story = {
  args: {
    handlerOptions: {
      cards: [
        preferredVisa,
        ...Array.from({ length: 5 }, (_, index) => ({ ...giftCard, id: `gift-${index}`, lastFourPan: `00${index}9` })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = await dialogNamed(canvasElement, 'Wallet');
    await userEvent.click(await list.findByRole('button', { name: 'Add Gift Card' }));
    await expect(
      await list.findByText(
        'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
      ),
    ).toBeVisible();
  },
};

/** Deleting: 'Deleting Payment', Keep Card or Delete Card, then the list with its success banner. */
export const DeleteCard: Story = {
  args: { settings: { mode: 'checkout' }, handlerOptions: { cards: [preferredVisa, discover] } },
  play: async ({ canvasElement }) => {
    await chooseCardAction(canvasElement, 'Discover ending in 1117', 'Delete');
    const confirm = await dialogNamed(canvasElement, 'Deleting Payment');
    await expect(confirm.getByText('Are you sure you want to delete your card?')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete Card' }));
    const back = await dialogNamed(canvasElement, 'Select Payment');
    await expect(await back.findByText('Successfully deleted card')).toBeVisible();
    await expect(back.queryByText('Discover ending in 1117')).toBeNull();
  },
};

/** Check Balance from the card box: the PIN widget, no back button; it closes once the balance is in. */
export const CheckBalance: Story = {
  args: {
    settings: { mode: 'checkout' },
    handlerOptions: { cards: [preferredVisa, ebtCard] },
    checkBalanceCard: ebtCard,
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Check Balance');
    await expect(dialog.queryByRole('button', { name: 'Back' })).toBeNull();
    // The widget, loaded and empty: typed bullets do not draw the same way twice in a snapshot.
    const iframe = await dialog.findByTitle('Enter Your SNAP EBT PIN');
    await waitFor(() => expect(iframe.closest('[data-state]')?.getAttribute('data-state')).toBe('loaded'));
  },
};

/** A wrong PIN: the balance check's message in an error banner. */
export const CheckBalanceInvalidPin: Story = {
  args: {
    settings: { mode: 'checkout' },
    handlerOptions: { cards: [preferredVisa, ebtCard], failures: { ebtBalance: { status: 402, code: '55' } } },
  },
  play: async ({ canvasElement }) => {
    const list = await dialogNamed(canvasElement, 'Select Payment');
    await userEvent.click(await list.findByRole('button', { name: /Check Balance/ }));
    const dialog = await dialogNamed(canvasElement, 'Check Balance');
    await typeInFrame('Enter Your SNAP EBT PIN', canvasElement, { pin: '9999' });
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByText('Invalid PIN, please try again.')).toBeVisible();
    // Cleared for the snapshot: typed bullets do not draw the same way twice.
    await typeInFrame('Enter Your SNAP EBT PIN', canvasElement, { pin: '' });
  },
};

/** A card's actions menu, open: Edit, Delete and Make Preferred for a card that is not chosen. */
export const CardActionsMenu: Story = {
  args: { settings: { mode: 'checkout' }, handlerOptions: { cards: [preferredVisa, discover] } },
  play: async ({ canvasElement }) => {
    const list = await dialogNamed(canvasElement, 'Select Payment');
    await userEvent.click(await list.findByRole('button', { name: 'Actions Discover ending in 1117' }));
    const menu = list.getByRole('menu', { name: 'Actions Discover ending in 1117' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete', 'Make Preferred']);
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  },
};

/** Editing: the masked number, month and year after 'Select...', the names, preferred, the CVV frame, the billing address. */
export const EditCard: Story = {
  args: { settings: { mode: 'checkout' }, handlerOptions: { cards: [preferredVisa, discover] } },
  play: async ({ canvasElement }) => {
    await chooseCardAction(canvasElement, 'Discover ending in 1117', 'Edit');
    const form = await dialogNamed(canvasElement, 'Edit Credit/Debit Card');
    await expect(form.getByRole('textbox', { name: /Card Number/ })).toHaveValue('•••• 1117');
    const month = form.getByRole('combobox', { name: /Expiration Month/ });
    await expect(within(month).getAllByRole('option')[0]).toHaveTextContent('Select...');
    await userEvent.selectOptions(month, '11');
    await expect(form.getByRole('combobox', { name: /Expiration Year/ })).toBeVisible();
    await expect(form.getByRole('region', { name: 'Billing Address' })).toBeVisible();
    const iframe = await form.findByTitle('CVV');
    await waitFor(() => expect(iframe.closest('[data-state]')?.getAttribute('data-state')).toBe('loaded'), {
      timeout: 5000,
    });
  },
};

/** Saving an edit: the CVV typed in its frame, 'Save Changes', then the list says so. */
export const EditCardSaved: Story = {
  args: EditCard.args,
  play: async ({ canvasElement }) => {
    await chooseCardAction(canvasElement, 'Discover ending in 1117', 'Edit');
    const form = await dialogNamed(canvasElement, 'Edit Credit/Debit Card');
    await typeInFrame('CVV', canvasElement, { cvv: '123' });
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    const back = await dialogNamed(canvasElement, 'Select Payment');
    await expect(await back.findByText('Successfully edited card')).toBeVisible();
  },
};

/** An edit the bank refuses (422 KC2617): the catalogue's message, the form as it was typed. */
export const EditCardInvalid: Story = {
  args: {
    settings: { mode: 'checkout' },
    handlerOptions: { cards: [preferredVisa, discover], failures: { editCard: { status: 422, code: 'KC2617' } } },
  },
  play: async ({ canvasElement }) => {
    await chooseCardAction(canvasElement, 'Discover ending in 1117', 'Edit');
    const form = await dialogNamed(canvasElement, 'Edit Credit/Debit Card');
    const lastName = form.getByRole('textbox', { name: /Last Name/ });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Lee');
    await typeInFrame('CVV', canvasElement, { cvv: '123' });
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await form.findByText(
        'Your payment information is invalid. Please check your card information, use a different card, contact your credit card provider, or contact Customer Service at 1-800-555-0100.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(lastName).toHaveValue('Lee');
  },
};

/** The billing addresses of the add form: radios with Edit, and 'Add new address'. */
export const BillingAddresses: Story = {
  args: { settings: { mode: 'checkout' }, handlerOptions: { cards: [preferredVisa] } },
  play: async ({ canvasElement }) => {
    const form = await openAddCreditCard(canvasElement);
    await userEvent.click(await form.findByRole('button', { name: 'Change Billing Address' }));
    const addresses = await dialogNamed(canvasElement, 'Billing Address');
    await expect((await addresses.findAllByRole('radio')).length).toBeGreaterThan(1);
    await expect(addresses.getByRole('button', { name: /^Edit 7650 Montgomery Rd/ })).toBeVisible();
    await expect(addresses.getByRole('button', { name: 'Add new address' })).toBeVisible();
  },
};

/** 'Add Billing Address' sent empty, then with a bad postal code: every message, nothing sent. */
export const AddBillingAddressInvalid: Story = {
  args: BillingAddresses.args,
  play: async ({ canvasElement }) => {
    const form = await openAddCreditCard(canvasElement);
    await userEvent.click(await form.findByRole('button', { name: 'Change Billing Address' }));
    const addresses = await dialogNamed(canvasElement, 'Billing Address');
    await userEvent.click(await addresses.findByRole('button', { name: 'Add new address' }));
    const address = await dialogNamed(canvasElement, 'Add Billing Address');
    await userEvent.click(address.getByRole('button', { name: 'Save Address' }));
    await expect(await address.findByText('Address is a required field.')).toBeVisible();
    await expect(address.getByText('City is a required field.')).toBeVisible();
    await expect(address.getByText('State/Province is a required field.')).toBeVisible();
    await expect(address.getByText('Postal Code is a required field.')).toBeVisible();
    await userEvent.type(address.getByRole('textbox', { name: /^Address/ }), '200 Main St');
    await userEvent.type(address.getByRole('textbox', { name: /Postal Code/ }), '123');
    await userEvent.click(address.getByRole('button', { name: 'Save Address' }));
    await expect(await address.findByText('Please enter a valid postal code.')).toBeVisible();
    await expect(address.getByRole('textbox', { name: /^Address/ })).toHaveValue('200 Main St');
  },
};

/** A card already in the wallet (409): the catalogue's message in the add form. */
export const AddCreditCardDuplicate: Story = {
  args: { settings: { mode: 'checkout' }, handlerOptions: { failures: { addCard: { status: 409 } } } },
  play: async ({ canvasElement }) => {
    const form = await openAddCreditCard(canvasElement);
    await fillBankCard(canvasElement, form, '4242424242424242');
    await userEvent.click(form.getByRole('button', { name: /Submit Card/ }));
    await expect(
      await form.findByText('The card you are trying to add is already in your wallet, please add a different card.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /First Name/ })).toHaveValue('Avery');
  },
};
