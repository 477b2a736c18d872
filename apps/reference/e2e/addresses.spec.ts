import { addressCard, fillAddress } from './addressForm';
import { expect, test } from './fixtures';

const avery = 'avery@aisle.test';

test.describe('the address book (legacy)', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(avery, '/account/addresses');
    await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  });

  test('lists the mailing address first, then the others newest first', async ({ page, expectAccessible }) => {
    const cards = page.getByRole('list', { name: 'Address Book' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Mailing Address');
    await expect(cards.nth(0)).toContainText('1014 Vine St');
    await expect(cards.nth(1)).toContainText('7650 Montgomery Rd');
    await expect(cards.nth(2)).toContainText('3420 Edwards Rd');
    await expectAccessible();
  });

  test('a validated address is saved at once', async ({ page, expectAccessible }) => {
    await page.getByRole('button', { name: 'Add new address' }).click();
    await expect(page).toHaveURL(/\/account\/address$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();
    await expectAccessible();
    await fillAddress(page, { street: '500 Walnut St', city: 'Cincinnati', state: 'OH', postalCode: '45202' });
    await page.getByRole('button', { name: 'Save Address' }).click();

    await expect(page.getByText('Your address has been created.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(addressCard(page, '500 Walnut St')).toContainText('Cincinnati, OH 45202');
  });

  test('an address the validator cannot match needs "Use this address" ticked', async ({ page, expectAccessible }) => {
    await page.getByRole('button', { name: 'Add new address' }).click();
    await fillAddress(page, { street: '1 Nowhere Ln', city: 'Cincinnati', state: 'OH', postalCode: '45202' });
    await page.getByRole('button', { name: 'Save Address' }).click();

    await expect(
      page.getByText(
        "We weren't able to verify this address you entered. Please check for any mistakes and try again.",
      ),
    ).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Confirm Address' }).click();
    await expect(page.getByText("Tick 'Use this address' to save the address as you entered it.")).toBeVisible();
    await expect(page).toHaveURL(/\/account\/address$/);

    await page.getByRole('checkbox', { name: 'Use this address' }).check();
    await page.getByRole('button', { name: 'Confirm Address' }).click();
    await expect(page.getByText('Your address has been created.')).toBeVisible();
    await expect(addressCard(page, '1 Nowhere Ln')).toBeVisible();
  });

  test('a corrected address offers the suggestion, chosen first', async ({ page, expectAccessible }) => {
    await page.getByRole('button', { name: 'Add new address' }).click();
    await fillAddress(page, {
      street: '1200 vine street',
      apt: 'apartment 2b',
      city: 'cincinnati',
      state: 'OH',
      postalCode: '452021234',
    });
    await page.getByRole('button', { name: 'Save Address' }).click();

    const suggestion = page.getByRole('radio', { name: /Suggested address/ });
    await expect(suggestion).toBeChecked();
    await expect(page.getByRole('radio', { name: /Address you entered/ })).not.toBeChecked();
    await expect(page.getByRole('main')).toContainText('1200 Vine St');
    await expectAccessible();
    await page.getByRole('button', { name: 'Confirm Address' }).click();

    await expect(page.getByText('Your address has been created.')).toBeVisible();
    const card = addressCard(page, '1200 Vine St');
    await expect(card).toContainText('Apt 2B');
    await expect(card).toContainText('Cincinnati, OH 45202-1234');
  });

  test('a Canadian address skips validation and is saved as typed, its postal code normalised', async ({ page }) => {
    const validations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('validate')) validations.push(request.url());
    });
    await page.getByRole('button', { name: 'Add new address' }).click();
    await fillAddress(page, { street: '100 King St W', city: 'Toronto', state: 'ON', postalCode: 'm5h1a1' });
    await page.getByRole('button', { name: 'Save Address' }).click();

    await expect(page.getByText('Your address has been created.')).toBeVisible();
    await expect(addressCard(page, '100 King St W')).toContainText('Toronto, ON M5H 1A1');
    expect(validations).toEqual([]);
  });

  test('bad input keeps what was typed and says what is wrong', async ({ page }) => {
    await page.getByRole('button', { name: 'Add new address' }).click();
    await fillAddress(page, { street: '500 Walnut St', city: '', state: 'OH', postalCode: '4520' });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('City is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid Postal Code')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /City/ })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /Street Address/ })).toHaveValue('500 Walnut St');
  });

  test('editing an address saves the change', async ({ page }) => {
    await addressCard(page, '3420 Edwards Rd').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Street Address/ })).toHaveValue('3420 Edwards Rd');
    await page.getByRole('textbox', { name: /Apt\/Suite/ }).fill('Unit 2');
    await page.getByRole('button', { name: 'Save Address' }).click();

    await expect(page.getByText('Your address has been updated.')).toBeVisible();
    await expect(addressCard(page, '3420 Edwards Rd')).toContainText('Unit 2');
  });

  test('removing goes through "Confirm Removal"; Cancel keeps the address', async ({ page, expectAccessible }) => {
    const card = addressCard(page, '7650 Montgomery Rd');
    await card.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Removal' });
    await expect(dialog).toContainText('Are your sure you would like to remove this address?');
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm Removal' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your address has been removed.')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a failed removal says why and keeps the address', async ({ page, injectFault }) => {
    await injectFault({
      method: 'POST',
      path: '/accountmanagement/api/addresses/remove',
      status: 400,
      code: 'CONSTRAINT_VIOLATION_EXCEPTION',
      reason: 'injected',
    });
    const card = addressCard(page, '7650 Montgomery Rd');
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm Removal' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('We are having technical difficulties.')).toBeVisible();
    await expect(card).toBeVisible();
  });

  test('what was saved is still there after a reload and after the server restarts', async ({ page, server }) => {
    await page.getByRole('button', { name: 'Add new address' }).click();
    await fillAddress(page, { street: '500 Walnut St', city: 'Cincinnati', state: 'OH', postalCode: '45202' });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(addressCard(page, '500 Walnut St')).toBeVisible();

    await page.reload();
    await expect(addressCard(page, '500 Walnut St')).toBeVisible();

    await server.restart();
    await page.reload();
    await expect(addressCard(page, '500 Walnut St')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Address Book' }).getByRole('listitem')).toHaveCount(4);
  });
});
