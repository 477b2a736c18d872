import { expect, test } from './fixtures';
import {
  addBankCardInFlyout,
  avery,
  cardFrame,
  cvvFrame,
  morgan,
  openFlyout,
  pinFrame,
  riley,
  chooseCardAction,
} from './walletHelpers';

// Every wallet screen as the shopper sees it, its data and frames loaded, checked by axe (WCAG 2.2 AA).

test('the wallet page, its gift card and SNAP EBT forms and its dialogs have no axe violation', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn(avery, '/mywallet');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();
  await expectAccessible();

  await page.getByRole('button', { name: 'Add New Card' }).click();
  await page.getByRole('combobox', { name: 'Payment Type' }).selectOption('EBT_CARD');
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toBeVisible();
  await expectAccessible();
  // Refused: the form with its error.
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add New Gift Card' }).click();
  await expect(page.getByRole('form', { name: 'Add New Gift Card' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Gift card ending in 0050' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Deleting Payment' })).toBeVisible();
  await expectAccessible();
});

test("Riley's wallet page with 'Online EBT Is Now Available' has no axe violation at 375 px", async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(riley, '/mywallet');
  await expect(page.getByRole('dialog', { name: 'Online EBT Is Now Available' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('You have no saved payment methods.')).toBeVisible();
  await expectAccessible();
});

test('the payment flyout: its list, gift card form, Deleting Payment and Discard Changes? have no axe violation', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn(avery, '/cart');
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Visa ending in 1111');
  await expectAccessible();
  const dialog = await openFlyout(page);
  await expectAccessible();

  await dialog.getByRole('button', { name: 'Add Gift Card' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Gift Card' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('PIN must be exactly 4 characters long.')).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Back' }).click();

  // The card's actions menu, open.
  await dialog.getByRole('button', { name: 'Actions Mastercard ending in 4444' }).click();
  await expect(dialog.getByRole('menu', { name: 'Actions Mastercard ending in 4444' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Deleting Payment' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Keep Card' }).click();

  // A changed choice, then Escape: 'Discard Changes?'.
  await dialog.getByRole('checkbox', { name: 'Gift card ending in 0050' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Discard Changes?' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'No, Keep Changes' }).click();

  // The list with a success banner and with a limit warning.
  await chooseCardAction(dialog, 'Mastercard ending in 4444', 'Delete');
  await dialog.getByRole('button', { name: 'Delete Card' }).click();
  await expect(dialog.getByText('Successfully deleted card')).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Add SNAP EBT Card' }).click();
  await expect(dialog.getByText(/You can only save one SNAP EBT card/)).toBeVisible();
  await expectAccessible();
});

test("the flyout's Add SNAP EBT Card form has no axe violation", async ({ page, signIn, expectAccessible }) => {
  await signIn(morgan, '/cart');
  const dialog = await openFlyout(page);
  await dialog.getByRole('button', { name: 'Add SNAP EBT Card' }).click();
  await expect(page.getByRole('dialog', { name: 'Add SNAP EBT Card' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Card Number' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible();
});

// The hosted frames are documents of their own inside these screens: axe checks them too.
test("the wallet page's screens with a hosted card or CVV frame have no axe violation", async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn(avery, '/mywallet');
  await page.getByRole('button', { name: 'Add New Card' }).click();
  await expect(cardFrame(page).getByLabel('Card Number')).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Visa ending in 1111' }).click();
  await expect(cvvFrame(page).getByLabel('CVV')).toBeVisible();
  await expectAccessible();
});

test("the flyout's screens with a hosted card, CVV or PIN frame have no axe violation", async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn(avery, '/cart');
  const dialog = await openFlyout(page);
  // Add Credit/Debit Card, refused, and its billing addresses.
  await addBankCardInFlyout(page, { number: '4000 0000 0000 0002' });
  await expect(dialog.getByText(/your card has been declined/)).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Change Billing Address' }).click();
  await expect(page.getByRole('dialog', { name: 'Billing Address' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Back' }).click();

  await chooseCardAction(dialog, 'Visa ending in 1111', 'Edit');
  await expect(cvvFrame(page).getByLabel('CVV')).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Back' }).click();

  await dialog.getByRole('button', { name: 'Check Balance SNAP EBT card ending in 0001' }).click();
  await expect(pinFrame(page).getByLabel('Enter Your SNAP EBT PIN')).toBeVisible();
  await expectAccessible();
  await pinFrame(page).getByLabel('Enter Your SNAP EBT PIN').fill('9999');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Invalid PIN, please try again.')).toBeVisible();
  await expectAccessible();
});
