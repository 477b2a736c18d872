import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addBankCardInFlyout,
  avery,
  averyVisaExpiry,
  cardFrame,
  cardGroup,
  cvvFrame,
  fillCardFrame,
  flyout,
  futureYear,
  openFlyout,
  riley,
  chooseCardAction,
} from './walletHelpers';

// The number, however it is written: digits, or grouped with spaces or hyphens.
const numberPattern = /4242[\s-]?4242[\s-]?4242[\s-]?4242/;

/** Every place of the main document (values, text, storage) that holds the card number. */
function whereTheHostHoldsTheNumber(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const holds = (text: string | null | undefined) => new RegExp(pattern).test(text ?? '');
    const storage = (area: Storage) => [...Array(area.length).keys()].map((i) => area.getItem(area.key(i) ?? '') ?? '');
    return [...document.querySelectorAll('*')]
      .filter((element) => holds((element as HTMLInputElement).value) || holds(element.getAttribute('value')))
      .map((element) => element.outerHTML.slice(0, 80))
      .concat(holds(document.documentElement.textContent) ? ['the document text'] : [])
      .concat(storage(localStorage).some(holds) ? ['localStorage'] : [])
      .concat(storage(sessionStorage).some(holds) ? ['sessionStorage'] : []);
  }, numberPattern.source);
}

test.describe('the payment flyout: cards', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(avery, '/cart');
  });

  test('a credit card is added through the hosted frame; the host page never sees its number', async ({ page }) => {
    const secureOrigin = await page.locator('meta[name="aisle-secure-fields-origin"]').getAttribute('content');
    expect(secureOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const hostOrigin = new URL(page.url()).origin;
    expect(secureOrigin).not.toBe(hostOrigin);
    const requests: { origin: string; url: string; body: string }[] = [];
    page.on('request', (request) => {
      requests.push({ origin: new URL(request.url()).origin, url: request.url(), body: request.postData() ?? '' });
    });

    const dialog = await openFlyout(page);
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Avery');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Jordan');
    await fillCardFrame(page, { number: '4242 4242 4242 4242', month: '09', year: futureYear, cvv: '123' });
    await expect(cardFrame(page).getByLabel('Card Number')).toHaveValue(/4242/);

    // The number lives in the frame only: nothing of the main document holds it.
    expect(await whereTheHostHoldsTheNumber(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Submit Card' }).click();
    await expect(dialog.getByText('Successfully saved card')).toBeVisible();
    await expect(dialog.getByText('Visa ending in 4242')).toBeVisible();
    expect(await whereTheHostHoldsTheNumber(page)).toEqual([]);

    const carrying = requests.filter(({ url, body }) => numberPattern.test(decodeURIComponent(url) + body));
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.map(({ origin }) => origin)).toEqual(carrying.map(() => secureOrigin));
    expect(requests.filter(({ origin }) => origin === hostOrigin).length).toBeGreaterThan(0);
  });
});

test.describe('the payment flyout: managing cards', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(avery, '/cart');
  });

  test("a card's expiry is edited with its CVV typed in the hosted CVV frame", async ({ page }) => {
    const dialog = await openFlyout(page);
    await expect(dialog.getByText(`Expires ${averyVisaExpiry}`)).toBeVisible();
    await chooseCardAction(dialog, 'Visa ending in 1111', 'Edit');
    await expect(page.getByRole('dialog', { name: 'Edit Credit/Debit Card' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Card Number' })).toHaveValue('•••• 1111');
    await dialog.getByRole('combobox', { name: 'Expiration Month' }).selectOption('03');
    await dialog.getByRole('combobox', { name: 'Expiration Year' }).selectOption(futureYear);
    await cvvFrame(page).getByLabel('CVV').fill('321');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(dialog.getByText('Successfully edited card')).toBeVisible();
    const visa = dialog.getByRole('radio', { name: 'Visa ending in 1111' });
    await expect(visa).toBeChecked();
    await expect(dialog.getByText(`Expires 03/${futureYear}`)).toBeVisible();
    await expect(dialog.getByText(`Expires ${averyVisaExpiry}`)).toHaveCount(0);
    // The service kept it, and the cart's card box shows it too.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(`Expires 03/${futureYear}`);
  });

  test('another card is made preferred and listed first', async ({ page }) => {
    const dialog = await openFlyout(page);
    await addBankCardInFlyout(page, { number: '6011 1111 1111 1117' });
    await expect(dialog.getByText('Successfully saved card')).toBeVisible();
    const radios = cardGroup(page, 'Credit & Debit').getByRole('radio');
    await expect(radios.first()).toHaveAccessibleName('Visa ending in 1111');

    await chooseCardAction(dialog, 'Discover ending in 1117', 'Make Preferred');
    await expect(dialog.getByText('Card Updated!')).toBeVisible();
    await expect(radios.first()).toHaveAccessibleName('Discover ending in 1117');
    // The Visa is no longer preferred, so its menu offers it again.
    await dialog.getByRole('button', { name: 'Actions Visa ending in 1111' }).click();
    await expect(dialog.getByRole('menuitem', { name: 'Make Preferred' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('menu')).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test("a card is deleted through 'Deleting Payment'; Keep Card keeps it", async ({ page }) => {
    const dialog = await openFlyout(page);
    const mastercard = dialog.getByRole('radio', { name: 'Mastercard ending in 4444' });
    await expect(mastercard).toBeVisible();
    await chooseCardAction(dialog, 'Mastercard ending in 4444', 'Delete');
    await expect(page.getByRole('dialog', { name: 'Deleting Payment' })).toBeVisible();
    await expect(dialog).toContainText('Are you sure you want to delete your card?');
    await dialog.getByRole('button', { name: 'Keep Card' }).click();
    await expect(mastercard).toBeVisible();

    await chooseCardAction(dialog, 'Mastercard ending in 4444', 'Delete');
    await dialog.getByRole('button', { name: 'Delete Card' }).click();
    await expect(dialog.getByText('Successfully deleted card')).toBeVisible();
    await expect(mastercard).toHaveCount(0);
    // The server forgot it too.
    await page.reload();
    await openFlyout(page);
    await expect(dialog.getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
    await expect(mastercard).toHaveCount(0);
  });
});

test('a shopper with no cards starts on Add Credit/Debit Card at checkout and adds a billing address', async ({
  page,
  signIn,
}) => {
  await signIn(riley, '/cart');
  const box = page.getByRole('region', { name: 'Payment Method' });
  await expect(box).toContainText('You have no saved payment methods.');
  await box.getByRole('button', { name: 'Add or Change Payment Method' }).click();
  const dialog = flyout(page);
  // No bank card: straight to the add form (§4). Without one, Confirm says what is missing.
  await expect(page.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('You must select a card or add a credit or debit card.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add SNAP EBT Card' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Riley');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Chen');
  await fillCardFrame(page, { number: '4242 4242 4242 4242' });
  await dialog.getByRole('button', { name: 'Submit Card' }).click();
  await expect(dialog.getByText('Please select a billing address.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Select a Billing Address' }).click();
  await expect(page.getByRole('dialog', { name: 'Billing Address' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add new address' }).click();
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('500 Walnut St');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Cincinnati');
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('OH');
  await dialog.getByRole('textbox', { name: 'Postal Code' }).fill('45202');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Good work! Your billing address has been successfully added.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '500 Walnut St' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Back' }).click();

  // Back on the form: what was typed is still there, the frame's fields too.
  await expect(page.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Billing Address' })).toContainText('500 Walnut St');
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Riley');
  await expect(cardFrame(page).getByLabel('Card Number')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Submit Card' }).click();
  await expect(dialog.getByText('Successfully saved card')).toBeVisible();
  // The spec chooses a default card only when the cards first load: the shopper picks the new one.
  const visa = dialog.getByRole('radio', { name: 'Visa ending in 4242' });
  await expect(visa).not.toBeChecked();
  // The tile's label covers its radio: the shopper clicks the tile.
  await dialog.getByText('Visa ending in 4242', { exact: true }).click();
  await expect(visa).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(box).toContainText('Visa ending in 4242');
  await expect(box.getByRole('button', { name: 'Remove Visa ending in 4242' })).toBeVisible();
});
