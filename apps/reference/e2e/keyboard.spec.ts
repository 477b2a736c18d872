import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Presses Tab until `locator` has focus, failing after `limit` presses: what a keyboard user does. */
async function tabTo(page: Page, locator: Locator, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await locator.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

test('the whole address journey by keyboard alone', async ({ page }) => {
  // Sign in.
  await page.goto('/signin?returnTo=%2Faccount%2Faddresses');
  await tabTo(page, page.getByRole('textbox', { name: 'Email Address' }));
  await page.keyboard.type('avery@aisle.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('groceries');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();

  // Add a corrected address and keep what was typed instead of the suggestion.
  await tabTo(page, page.getByRole('button', { name: 'Add new address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /Street Address/ }));
  await page.keyboard.type('1200 vine street');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('cincinnati');
  await page.keyboard.press('Tab');
  // A native select takes the option's name typed on it.
  await page.keyboard.type('Ohio');
  await expect(page.getByRole('combobox', { name: /State\/Province/ })).toHaveValue('OH');
  await page.keyboard.press('Tab');
  await page.keyboard.type('45202');
  await page.keyboard.press('Enter');

  const suggestion = page.getByRole('radio', { name: /Suggested address/ });
  await expect(suggestion).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page, suggestion);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Address you entered/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Confirm Address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your address has been created.')).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Address Book' })
    .getByRole('listitem')
    .filter({ hasText: '1200 vine street' });
  await expect(card).toBeVisible();

  // Remove it again through 'Confirm Removal'.
  await tabTo(page, card.getByRole('button', { name: 'Remove' }), 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Removal' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Remove' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your address has been removed.')).toBeVisible();
  await expect(card).toHaveCount(0);
  // Focus lands somewhere sensible, not on <body>.
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});
