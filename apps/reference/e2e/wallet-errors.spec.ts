import { expect, test } from './fixtures';
import {
  addBankCardInFlyout,
  addGiftCardInFlyout,
  addGiftCardOnPage,
  avery,
  cardFrame,
  customerServicePhone,
  morgan,
  openFlyout,
} from './walletHelpers';

const snapLimit = 'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.';

const refusals = [
  {
    row: '402 RV62751',
    number: '4000 0000 0000 0028',
    message: 'There was an issue with your address, please verify your information. (Error code: RV62751)',
  },
  {
    row: '402 RV32937',
    number: '4000 0000 0000 0119',
    message: 'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
  },
  {
    row: '402, any other code (the generic decline)',
    number: '4000 0000 0000 0002',
    message: `We're sorry, but your card has been declined. Please check all fields and try again. If the problem persists, please contact Customer Service at ${customerServicePhone}.`,
  },
  {
    row: '422 KC2617',
    number: '5105 1051 0510 5100',
    message: `Your payment information is invalid. Please check your card information, use a different card, contact your credit card provider, or contact Customer Service at ${customerServicePhone}.`,
  },
  {
    row: '422 RV72632',
    number: '6011 0009 9013 9424',
    message: `Please Contact the Customer Service Center at ${customerServicePhone} (Error Code: RV72632)`,
  },
  {
    row: '409 (a card already in the wallet)',
    number: '4111 1111 1111 1111',
    message: 'The card you are trying to add is already in your wallet, please add a different card.',
  },
];

test.describe('refused cards say why (wallet spec §8)', () => {
  test('each documented test card number shows its message, and the form keeps what was typed', async ({
    page,
    signIn,
  }) => {
    await signIn(avery, '/cart');
    const dialog = await openFlyout(page);
    const [first, ...others] = refusals;
    if (!first) throw new Error('No refusals to try.');
    await addBankCardInFlyout(page, first);
    for (const { row, number, message } of [first, ...others]) {
      if (row !== first.row) {
        // Another try from the same form: only the number (and the CVV of its brand) change.
        await cardFrame(page).getByLabel('Card Number').fill(number);
        await dialog.getByRole('button', { name: 'Submit Card' }).click();
      }
      await expect(dialog.getByText(message, { exact: true }), row).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Avery');
      await expect(dialog.getByRole('button', { name: 'Submit Card' })).toBeEnabled();
    }
    // None was added.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('radio')).toHaveCount(2);
  });

  test('a gift card with a $0 balance is refused', async ({ page, signIn }) => {
    await signIn(avery, '/cart');
    const dialog = await openFlyout(page);
    await addGiftCardInFlyout(page, '6006491000000000000', '1234');
    await expect(dialog.getByText('You cannot add a Gift Card with a $0 balance.', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add Gift Card' })).toBeVisible();
  });

  test('a sixth gift card added while another tab filled the wallet is refused by the service (422)', async ({
    page,
    signIn,
    context,
  }) => {
    await signIn(avery, '/cart');
    const dialog = await openFlyout(page);
    await dialog.getByRole('button', { name: 'Add Gift Card' }).click();
    await dialog.getByRole('textbox', { name: 'Card Number' }).fill('6006491000000000100');
    await dialog.getByLabel('PIN').fill('1234');

    // Meanwhile the wallet page fills the wallet up to five.
    const otherTab = await context.newPage();
    await otherTab.goto('/mywallet');
    for (const number of ['6006491000000000025', '6006491234567890123', '6006499876543210987', '6006491111111111111']) {
      await addGiftCardOnPage(otherTab, number);
    }
    await expect(otherTab.getByRole('region', { name: /^Gift Cards/ }).getByRole('listitem')).toHaveCount(5);
    await otherTab.close();

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      dialog.getByText(
        'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add Gift Card' })).toBeVisible();
  });

  test('a second SNAP EBT card is refused as soon as it is attempted', async ({ page, signIn }) => {
    // Avery has one: the list says so before any form or call.
    await signIn(avery, '/cart');
    const dialog = await openFlyout(page);
    await dialog.getByRole('button', { name: 'Add SNAP EBT Card' }).click();
    await expect(dialog.getByText(snapLimit, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
  });

  test('a second SNAP EBT card added from another tab is refused by the service (400)', async ({
    page,
    signIn,
    context,
  }) => {
    // Morgan has none, and adds one in another tab while this one is on the form.
    await signIn(morgan, '/cart');
    const dialog = await openFlyout(page);
    await dialog.getByRole('button', { name: 'Add SNAP EBT Card' }).click();
    await dialog.getByRole('textbox', { name: 'Card Number' }).fill('5077190000000019');

    const otherTab = await context.newPage();
    await otherTab.goto('/mywallet');
    await otherTab
      .getByRole('dialog', { name: 'Online EBT Is Now Available' })
      .getByRole('button', { name: 'Add EBT Card' })
      .click();
    await expect(otherTab.getByRole('combobox', { name: 'Payment Type' })).toHaveValue('EBT_CARD');
    await otherTab.getByRole('textbox', { name: 'Card Number' }).fill('5077190000000027');
    await otherTab.getByRole('button', { name: 'Save Card' }).click();
    await expect(otherTab.getByText('SNAP EBT card ending in 0027')).toBeVisible();
    await otherTab.close();

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(snapLimit, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add SNAP EBT Card' })).toBeVisible();
  });
});
