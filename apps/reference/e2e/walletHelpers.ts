import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The demo shoppers of the wallet journeys (apps/reference-api/README.md, "Wallets"). */
export const avery = 'avery@aisle.test';
export const morgan = 'morgan@aisle.test';
export const riley = 'riley@aisle.test';

/** A year the card frame offers that is safely in the future. */
export const futureYear = String(new Date().getFullYear() + 2);

/** Avery's seeded Visa expires in August three years after the seeding (each reset seeds again). */
export const averyVisaExpiry = `08/${new Date().getFullYear() + 3}`;

/** The customer-service number of the provider's defaults, in the §8 messages. */
export const customerServicePhone = '1-800-555-0100';

/** The hosted card-number, expiry and CVV frame (served from the secure fields' own origin). */
export const cardFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Card number, expiration date and CVV"]');

/** The edit card's hosted CVV frame. */
export const cvvFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="CVV"]');

/** The hosted SNAP EBT PIN widget. */
export const pinFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Enter Your SNAP EBT PIN"]');

/** The payment flyout, whatever screen it shows (the dialog is named after the screen's title). */
export const flyout = (page: Page): Locator => page.getByRole('dialog');

/** Opens the payment flyout from the cart's 'Payment Method' box; the card list is loaded. */
export async function openFlyout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add or Change Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Payment' });
  await expect(dialog.getByRole('button', { name: 'Add Credit/Debit Card' })).toBeVisible();
  await expect(dialog.getByText('Loading your cards')).toHaveCount(0);
  // Its name follows the screen: hand back the dialog whatever it is named.
  return flyout(page);
}

export interface BankCard {
  number: string;
  month?: string;
  year?: string;
  cvv?: string;
}

/** Types a bank card into the hosted frame, as the shopper does. */
export async function fillCardFrame(page: Page, { number, month = '09', year = futureYear, cvv = '123' }: BankCard) {
  const frame = cardFrame(page);
  await frame.getByLabel('Card Number').fill(number);
  await frame.getByLabel('Month').selectOption(month);
  await frame.getByLabel('Year').selectOption(year);
  await frame.getByLabel('CVV').fill(cvv);
}

/**
 * From the flyout's card list: Add Credit/Debit Card, the holder's names, the frame, Submit Card.
 * Leaves the flyout on whatever the add answered (the list with its banner, or the form with its error).
 */
export async function addBankCardInFlyout(page: Page, card: BankCard) {
  const dialog = flyout(page);
  await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Avery');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Jordan');
  await fillCardFrame(page, card);
  await dialog.getByRole('button', { name: 'Submit Card' }).click();
}

/** From the flyout's card list: Add Gift Card, its number and PIN, Confirm. */
export async function addGiftCardInFlyout(page: Page, number: string, pin = '1234') {
  const dialog = flyout(page);
  await dialog.getByRole('button', { name: 'Add Gift Card' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Gift Card' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Card Number' }).fill(number);
  await dialog.getByLabel('PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** The card tiles of one group of the flyout's list ('Credit & Debit', 'SNAP EBT', 'Gift Card'). */
export const cardGroup = (page: Page, heading: string): Locator => flyout(page).getByRole('region', { name: heading });

/** Whether `locator` (in the page or in one of its frames) has its document's focus. */
export const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement && document.hasFocus()).catch(() => false);

/** Presses Tab (or Shift+Tab) until `locator` has focus, failing after `limit` presses. */
export async function tabTo(page: Page, locator: Locator, { limit = 40, back = false } = {}) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(locator)) return;
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

/** On /mywallet: 'Add New Gift Card', its number and PIN, Confirm; waits for the form to close. */
export async function addGiftCardOnPage(page: Page, number: string, pin = '1234') {
  await page.getByRole('button', { name: 'Add New Gift Card' }).click();
  const form = page.getByRole('form', { name: 'Add New Gift Card' });
  await form.getByRole('textbox', { name: 'Card Number' }).fill(number);
  await form.getByLabel('PIN').fill(pin);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form).toHaveCount(0);
}

/** Opens a card's actions menu in the flyout ("Actions Visa ending in 1111") and chooses an item. */
export async function chooseCardAction(
  scope: Locator,
  card: string,
  action: 'Edit' | 'Delete' | 'Make Preferred',
): Promise<void> {
  await scope.getByRole('button', { name: `Actions ${card}` }).click();
  await scope.getByRole('menuitem', { name: action }).click();
}
