import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addGiftCardOnPage, avery, cardFrame, customerServicePhone, fillCardFrame, riley } from './walletHelpers';

const ebtModalTitle = 'Online EBT Is Now Available';

/** 'Add New Card' with Payment Type Credit/Debit: names, the hosted frame, the billing address, Save Card. */
async function addCreditCardOnPage(page: Page, number: string) {
  await page.getByRole('button', { name: 'Add New Card' }).click();
  const form = page.getByRole('form', { name: 'Add New Card' });
  await expect(form.getByRole('combobox', { name: 'Payment Type' })).toHaveValue('CREDIT_CARD');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Riley');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Chen');
  await fillCardFrame(page, { number });
  const billing = form.getByRole('group', { name: 'Billing Address' });
  await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('500 Walnut St');
  await billing.getByRole('textbox', { name: 'City' }).fill('Cincinnati');
  await billing.getByRole('combobox', { name: 'State' }).selectOption('OH');
  await billing.getByRole('textbox', { name: 'Postal Code' }).fill('45202');
  await form.getByRole('button', { name: 'Save Card' }).click();
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** The newest toast with this text (an earlier one may still be on its way out). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text, { exact: true })
    .last();

test.describe('the wallet page, /mywallet', () => {
  test('a credit card is added with Add New Card, a gift card with Add New Gift Card, and a card deleted', async ({
    page,
    signIn,
  }) => {
    await signIn(avery, '/mywallet');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    // Avery has a SNAP EBT card: no EBT modal.
    await expect(section(page, 'SNAP EBT')).toContainText('SNAP EBT card ending in 0001');
    await expect(page.getByRole('dialog', { name: ebtModalTitle })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Accessibility Statement' })).toHaveAttribute(
      'href',
      '/i/terms/accessibility',
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/i/privacy-policy');

    await addCreditCardOnPage(page, '4242 4242 4242 4242');
    await expect(toast(page, 'Successfully saved card')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add New Card' })).toHaveCount(0);
    const bank = section(page, 'Credit & Debit').getByRole('listitem');
    await expect(bank.filter({ hasText: 'Visa ending in 4242' })).toContainText(`Expires 09/`);
    await expect(bank).toHaveCount(3);

    await addGiftCardOnPage(page, '6006491000000000025');
    await expect(section(page, 'Gift Cards ($75.00)')).toContainText('Gift card ending in 0025');

    await page.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deleting Payment' });
    await expect(confirm).toContainText('Are you sure you want to delete your card?');
    await confirm.getByRole('button', { name: 'Keep Card' }).click();
    await expect(bank).toHaveCount(3);
    await page.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click();
    await confirm.getByRole('button', { name: 'Delete Card' }).click();
    await expect(toast(page, 'Successfully deleted card')).toBeVisible();
    await expect(bank.filter({ hasText: 'Mastercard ending in 4444' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeFocused();

    await page.reload();
    await expect(bank).toHaveCount(2);
    await expect(bank.filter({ hasText: 'Visa ending in 4242' })).toBeVisible();
    await expect(section(page, 'Gift Cards ($75.00)')).toBeVisible();
  });

  test("Riley's first visit offers online EBT once; once dismissed it stays away", async ({ page, signIn }) => {
    await signIn(riley, '/mywallet');
    const modal = page.getByRole('dialog', { name: ebtModalTitle });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Add EBT Card' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByText('You have no saved payment methods.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Credit & Debit' })).toBeVisible();
    await expect(modal).toHaveCount(0);
  });

  test('a SNAP EBT card needs a credit or debit card behind it, then is added', async ({ page, signIn }) => {
    await signIn(riley, '/mywallet');
    // 'Add EBT Card' opens Add New Card on SNAP EBT.
    await page.getByRole('dialog', { name: ebtModalTitle }).getByRole('button', { name: 'Add EBT Card' }).click();
    const form = page.getByRole('form', { name: 'Add New Card' });
    await expect(form.getByRole('combobox', { name: 'Payment Type' })).toHaveValue('EBT_CARD');
    await expect(form.getByRole('button', { name: 'Save Card' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Save Card' })).toHaveAccessibleDescription(
      'Add a credit or debit card first: it backs up your SNAP EBT card.',
    );
    await form.getByRole('button', { name: 'Cancel' }).click();

    await addCreditCardOnPage(page, '5555 5555 5555 4444');
    await expect(section(page, 'Credit & Debit')).toContainText('Mastercard ending in 4444');

    await page.getByRole('button', { name: 'Add New Card' }).click();
    await form.getByRole('combobox', { name: 'Payment Type' }).selectOption('EBT_CARD');
    await form.getByRole('textbox', { name: 'Card Number' }).fill('5077 1900 0000 0019');
    await expect(form.getByRole('textbox', { name: 'Card Number' })).toHaveValue('5077190000000019');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(toast(page, 'Successfully saved card')).toBeVisible();
    await expect(section(page, 'SNAP EBT')).toContainText('SNAP EBT card ending in 0019');

    // A second is refused before any call.
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await form.getByRole('combobox', { name: 'Payment Type' }).selectOption('EBT_CARD');
    await form.getByRole('textbox', { name: 'Card Number' }).fill('5077190000000027');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(
      form.getByText('You can only save one SNAP EBT card. To use a different EBT card, delete the current one.'),
    ).toBeVisible();

    // Deleting it brings the modal back only if it was never dismissed: 'Add EBT Card' counted as one.
    await page.getByRole('button', { name: 'Delete SNAP EBT card ending in 0019' }).click();
    await page
      .getByRole('alertdialog', { name: 'Deleting Payment' })
      .getByRole('button', { name: 'Delete Card' })
      .click();
    await expect(toast(page, 'Successfully deleted card')).toBeVisible();
    await expect(section(page, 'SNAP EBT')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: ebtModalTitle })).toHaveCount(0);
  });

  test('the sixth gift card is refused before any form', async ({ page, signIn }) => {
    await signIn(avery, '/mywallet');
    const gifts = page.getByRole('region', { name: /^Gift Cards/ }).getByRole('listitem');
    await expect(gifts).toHaveCount(1);
    for (const number of ['6006491000000000025', '6006491000000000100', '6006491234567890123', '6006499876543210987']) {
      await addGiftCardOnPage(page, number);
      await expect(gifts.filter({ hasText: `Gift card ending in ${number.slice(-4)}` })).toBeVisible();
    }
    await expect(gifts).toHaveCount(5);
    await page.getByRole('button', { name: 'Add New Gift Card' }).click();
    await expect(
      page.getByText(
        'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add New Gift Card' })).toHaveCount(0);
  });

  test('a refused card says why on the wallet page, and the form keeps what was typed', async ({ page, signIn }) => {
    await signIn(avery, '/mywallet');
    await addCreditCardOnPage(page, '4111 1111 1111 1111');
    const form = page.getByRole('form', { name: 'Add New Card' });
    await expect(
      form.getByText('The card you are trying to add is already in your wallet, please add a different card.'),
    ).toBeVisible();
    await cardFrame(page).getByLabel('Card Number').fill('4000 0000 0000 0002');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(
      form.getByText(
        `We're sorry, but your card has been declined. Please check all fields and try again. If the problem persists, please contact Customer Service at ${customerServicePhone}.`,
      ),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Cincinnati');
    await expect(section(page, 'Credit & Debit').getByRole('listitem')).toHaveCount(2);
  });
});
