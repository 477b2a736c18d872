import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { avery, pinFrame, tabTo } from './walletHelpers';

// The wallet page's SNAP EBT balance check (/mywallet; wallet spec §2, §4 "Balance checks", §7,
// §8 "SNAP/EBT (wallet page)"). Avery's SNAP EBT card ending in 0001 has no balance known yet; its
// PIN is 1234 and its SNAP balance $123.45 (apps/reference-api/src/wallet/testCards.ts). Any other
// PIN answers 402 code 55; the third wrong one in a row locks the card, so no journey tries three.

const ebtCard = 'SNAP EBT card ending in 0001';
const checkBalance = `Check Balance ${ebtCard}`;
const invalidPin = 'Invalid PIN, please try again.';

const snapSection = (page: Page): Locator => page.getByRole('region', { name: 'SNAP EBT', exact: true });
/** The check, under the card: a form named after its heading and the card. */
const balanceForm = (page: Page): Locator => page.getByRole('form', { name: checkBalance });
const pinField = (page: Page): Locator => pinFrame(page).getByLabel('Enter Your SNAP EBT PIN');
/** The card's balance line, a status: what a screen reader hears once the check is done. */
const balanceStatus = (page: Page, text: string): Locator =>
  snapSection(page).getByRole('status').filter({ hasText: text });

test.describe('the SNAP EBT balance check on the wallet page', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(avery, '/mywallet');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await expect(snapSection(page)).toContainText(ebtCard);
    await expect(snapSection(page)).not.toContainText('Balance:');
  });

  test('the right PIN shows the SNAP balance on the card, and the service keeps it', async ({
    page,
    expectAccessible,
  }) => {
    const button = page.getByRole('button', { name: checkBalance });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const form = balanceForm(page);
    await expect(form.getByRole('heading', { name: 'Check Balance' })).toBeFocused();
    await expect(pinField(page)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectAccessible();

    await pinField(page).fill('1234');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(balanceStatus(page, 'Balance: $123.45')).toBeVisible();
    await expect(form).toHaveCount(0);
    // Known now: Check Balance is offered only for a card without a balance (§4).
    await expect(page.getByRole('button', { name: checkBalance })).toHaveCount(0);
    await expect(page.getByText(ebtCard, { exact: true })).toBeFocused();
    await expectAccessible();

    await page.reload();
    await expect(snapSection(page)).toContainText('Balance: $123.45');
    await expect(page.getByRole('button', { name: checkBalance })).toHaveCount(0);
  });

  test("a wrong PIN says 'Invalid PIN, please try again.' and keeps the check open; the right one then works", async ({
    page,
    expectAccessible,
  }) => {
    await page.getByRole('button', { name: checkBalance }).click();
    const form = balanceForm(page);
    await expect(pinField(page)).toBeVisible();
    await pinField(page).fill('9999');
    const confirm = form.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await expect(form.getByRole('alert')).toContainText(invalidPin);
    await expect(form).toBeVisible();
    await expect(confirm).toBeEnabled();
    await expect(snapSection(page)).not.toContainText('Balance:');
    await expectAccessible();

    await pinField(page).fill('1234');
    await confirm.click();
    await expect(balanceStatus(page, 'Balance: $123.45')).toBeVisible();
    await expect(page.getByText(invalidPin)).toHaveCount(0);
    await expect(form).toHaveCount(0);
  });

  test('by keyboard alone: open, Cancel, open again, a wrong PIN, then the right one', async ({ page }) => {
    const button = page.getByRole('button', { name: checkBalance });
    await tabTo(page, button, { limit: 60 });
    await page.keyboard.press('Enter');
    const form = balanceForm(page);
    await expect(form.getByRole('heading', { name: 'Check Balance' })).toBeFocused();

    // Cancel gives focus back to Check Balance.
    await tabTo(page, form.getByRole('button', { name: 'Cancel' }), { limit: 10 });
    await page.keyboard.press('Enter');
    await expect(form).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: 'Check Balance' })).toBeFocused();
    // The widget loads from its own origin: wait for it, as the shopper waits for the field to show.
    await expect(pinField(page)).toBeVisible();
    await tabTo(page, pinField(page), { limit: 5 });
    await page.keyboard.type('1111');
    const confirm = form.getByRole('button', { name: 'Confirm' });
    await tabTo(page, confirm, { limit: 5 });
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toContainText(invalidPin);
    // Focus stays where it was: on Confirm, the PIN widget just before it.
    await expect(confirm).toBeFocused();

    await tabTo(page, pinField(page), { limit: 5, back: true });
    for (let key = 0; key < 4; key += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('1234');
    await tabTo(page, confirm, { limit: 5 });
    await page.keyboard.press('Enter');
    await expect(balanceStatus(page, 'Balance: $123.45')).toBeVisible();
    await expect(page.getByText(ebtCard, { exact: true })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });
});
