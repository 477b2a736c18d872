import { expect, test } from './fixtures';
import { avery, cardFrame, flyout, futureYear, pinFrame, tabTo } from './walletHelpers';

test('the payment flyout by keyboard alone', async ({ page, signIn }) => {
  await signIn(avery, '/cart');
  const opener = page.getByRole('button', { name: 'Add or Change Payment Method' });
  await tabTo(page, opener, { limit: 60 });
  await page.keyboard.press('Enter');
  const dialog = flyout(page);
  await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Visa ending in 1111' })).toBeChecked();

  // Add a card: the names on the page, then Tab into the hosted frame and type there.
  await tabTo(page, dialog.getByRole('button', { name: 'Add Credit/Debit Card' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
  const frame = cardFrame(page);
  // The frame loads from its own origin: wait for it, as the shopper waits for the fields to show.
  await expect(frame.getByLabel('Card Number')).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'First Name' }));
  await page.keyboard.type('Avery');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jordan');
  await tabTo(page, frame.getByLabel('Card Number'), { limit: 5 });
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  // A native select takes the option typed on it.
  await page.keyboard.type('09');
  await expect(frame.getByLabel('Month')).toHaveValue('09');
  await page.keyboard.press('Tab');
  await page.keyboard.type(futureYear);
  await expect(frame.getByLabel('Year')).toHaveValue(futureYear);
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await expect(frame.getByLabel('CVV')).toHaveValue('123');
  // Out of the frame again, on to the submit button.
  await tabTo(page, dialog.getByRole('button', { name: 'Submit Card' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Successfully saved card')).toBeVisible();
  const newCard = dialog.getByRole('radio', { name: 'Visa ending in 4242' });
  await expect(newCard).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  // Arrow keys move between the cards of a group and choose one.
  const visa = dialog.getByRole('radio', { name: 'Visa ending in 1111' });
  await tabTo(page, visa, { limit: 20 });
  await page.keyboard.press('ArrowDown');
  await expect(newCard).toBeFocused();
  await expect(newCard).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(visa).toBeFocused();
  await expect(visa).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(newCard).toBeChecked();

  // The choice changed: Escape asks first. Keep returns to the list; discard closes.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard Changes?' });
  await expect(discard).toBeVisible();
  await expect(discard).toContainText(
    'If you exit now, your selections will not be saved. Do you want to discard your changes?',
  );
  await tabTo(page, dialog.getByRole('button', { name: 'No, Keep Changes' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
  await expect(newCard).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Yes, Discard Changes' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // Focus goes back to what opened the flyout; checkout's choice is unchanged.
  await expect(opener).toBeFocused();
  const box = page.getByRole('region', { name: 'Payment Method' });
  await expect(box).toContainText('Visa ending in 1111');
  await expect(box).not.toContainText('Visa ending in 4242');

  // Confirm by keyboard: the new card pays.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
  await tabTo(page, visa, { limit: 20 });
  await page.keyboard.press('ArrowDown');
  await expect(newCard).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(box).toContainText('Visa ending in 4242');
  await expect(opener).toBeFocused();
});

test('a balance check and a deletion by keyboard: the PIN typed in the hosted widget', async ({ page, signIn }) => {
  await signIn(avery, '/cart');
  const opener = page.getByRole('button', { name: 'Add or Change Payment Method' });
  await tabTo(page, opener, { limit: 60 });
  await page.keyboard.press('Enter');
  const dialog = flyout(page);
  await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();

  await tabTo(page, dialog.getByRole('button', { name: 'Check Balance SNAP EBT card ending in 0001' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Check Balance' })).toBeVisible();
  await expect(pinFrame(page).getByLabel('Enter Your SNAP EBT PIN')).toBeVisible();
  await tabTo(page, pinFrame(page).getByLabel('Enter Your SNAP EBT PIN'), { limit: 10 });
  await page.keyboard.type('1234');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'SNAP EBT' })).toContainText('Balance: $123.45');
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  // The card's actions menu: Enter opens it on its first item, ↓ moves, Enter chooses.
  await tabTo(page, dialog.getByRole('button', { name: 'Actions Mastercard ending in 4444' }), { limit: 30 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Deleting Payment' })).toBeVisible();
  // Keep Card first: nothing happens to the card.
  await tabTo(page, dialog.getByRole('button', { name: 'Keep Card' }), { limit: 10 });
  await page.keyboard.press('Enter');
  const mastercard = dialog.getByRole('radio', { name: 'Mastercard ending in 4444' });
  await expect(mastercard).toBeVisible();
  // Escape closes only the menu; then a letter jumps straight to Delete.
  await tabTo(page, dialog.getByRole('button', { name: 'Actions Mastercard ending in 4444' }), { limit: 30 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('menu')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Actions Mastercard ending in 4444' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('d');
  await expect(dialog.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Delete Card' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Successfully deleted card')).toBeVisible();
  await expect(mastercard).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  // Nothing was chosen differently: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
