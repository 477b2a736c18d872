import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addGiftCardInFlyout, avery, cardGroup, flyout, openFlyout, pinFrame } from './walletHelpers';

const ebtCard = 'SNAP EBT card ending in 0001';
const lockedMessage =
  'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.';

test.describe('balances and limits in the payment flyout', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(avery, '/cart');
  });

  /** From the card list to Check Balance of the EBT card. */
  async function openCheckBalance(page: Page) {
    await flyout(page)
      .getByRole('button', { name: `Check Balance ${ebtCard}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Check Balance' })).toBeVisible();
  }

  /** On Check Balance: the PIN typed in the hosted widget, then Confirm. */
  async function submitPin(page: Page, pin: string) {
    await pinFrame(page).getByLabel('Enter Your SNAP EBT PIN').fill(pin);
    await flyout(page).getByRole('button', { name: 'Confirm' }).click();
  }

  test('the SNAP EBT balance shows after the right PIN', async ({ page }) => {
    const dialog = await openFlyout(page);
    await openCheckBalance(page);
    await submitPin(page, '1234');
    await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
    const snap = cardGroup(page, 'SNAP EBT');
    await expect(snap).toContainText('Balance: $123.45');
    // Check Balance is offered only while the balance is unknown (§4).
    await expect(dialog.getByRole('button', { name: `Check Balance ${ebtCard}` })).toHaveCount(0);
  });

  test('a wrong PIN is refused, and the third wrong PIN locks the card', async ({ page }) => {
    const dialog = await openFlyout(page);
    await openCheckBalance(page);
    await submitPin(page, '9999');
    await expect(dialog.getByText('Invalid PIN, please try again.')).toBeVisible();
    // Another visit to the screen: the count goes on.
    await dialog.getByRole('button', { name: 'Back to Payment' }).click();
    await openCheckBalance(page);
    await submitPin(page, '0000');
    await expect(dialog.getByText('Invalid PIN, please try again.')).toBeVisible();
    await submitPin(page, '1111');
    await expect(dialog.getByText(lockedMessage, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Invalid PIN, please try again.')).toHaveCount(0);
    // Locked: the right PIN is refused too, and no balance shows.
    await submitPin(page, '1234');
    await expect(dialog.getByText(lockedMessage, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Check Balance' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Payment' }).click();
    await expect(cardGroup(page, 'SNAP EBT')).not.toContainText('Balance:');
  });

  test('five gift cards can be saved; the sixth is refused', async ({ page }) => {
    const dialog = await openFlyout(page);
    const gifts = cardGroup(page, 'Gift Card').getByRole('checkbox');
    await expect(gifts).toHaveCount(1);
    const added = [
      { number: '6006491000000000025', pin: '1234', lastFour: '0025' },
      { number: '6006491000000000100', pin: '1234', lastFour: '0100' },
      // Any other 19 digits with the PIN the shopper gives it; as printed on the card, or as the field masks it.
      { number: '6006491234567890123', pin: '4321', lastFour: '0123' },
      { number: '6006499876-543-210-987', pin: '8765', lastFour: '0987' },
    ];
    for (const [index, { number, pin, lastFour }] of added.entries()) {
      await addGiftCardInFlyout(page, number, pin);
      await expect(dialog.getByText('Successfully saved card')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: `Gift card ending in ${lastFour}` })).toBeVisible();
      await expect(gifts).toHaveCount(index + 2);
    }
    await expect(cardGroup(page, 'Gift Card')).toContainText('Balance: $25.00');
    await expect(cardGroup(page, 'Gift Card')).toContainText('Balance: $100.00');

    await dialog.getByRole('button', { name: 'Add Gift Card' }).click();
    await expect(
      dialog.getByText(
        'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
    await expect(gifts).toHaveCount(5);
  });
});
