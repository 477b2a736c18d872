import { expect, test } from './fixtures';
import { placeOrderButton, untilPaymentsSaved } from './checkoutHelpers';
import { continueWithFirstTime, demoCart, overTheRhinePickup } from './shopping';
import { pinFrame } from './walletHelpers';

// The scheduling step asks the account package's age verification for a cart with wine and beer.
test.use({ shopping: { cart: demoCart, activeModality: overTheRhinePickup } });

function yearsAgo(years: number, dayOffset = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + dayOffset);
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

test('the age verification modal enforces its rules before Continue', async ({ page, signIn, expectAccessible }) => {
  await signIn('avery@aisle.test', '/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/scheduling\?fulfillmentType=PICKUP$/);
  await continueWithFirstTime(page);
  const modal = page.getByRole('dialog', { name: 'Age Verification Required' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Red Table Wine' })).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Craft IPA' })).toBeVisible();
  await expectAccessible();

  const dateOfBirth = modal.getByRole('textbox', { name: /Date of birth/ });
  const continueButton = modal.getByRole('button', { name: 'Continue' });

  // The first mouse click on the terms opens them: leaving the empty date says nothing yet, so the
  // link stays under the pointer (a message there once moved it, and the click opened nothing).
  await expect(dateOfBirth).toBeFocused();
  await modal.getByRole('button', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('heading', { name: 'Terms & Conditions' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(modal.getByText('Please enter a valid date.')).toHaveCount(0);

  // Nothing filled in: both messages.
  await continueButton.click();
  await expect(modal.getByText('Please enter a valid date.')).toBeVisible();
  await expect(modal.getByText('Please agree to the Terms & Conditions.')).toBeVisible();

  // Before 1900 is not a date of birth.
  await dateOfBirth.fill('12/31/1899');
  await continueButton.click();
  await expect(modal.getByText('Please enter a valid date.')).toBeVisible();

  // One day short of 21.
  await dateOfBirth.fill(yearsAgo(21, 1));
  await continueButton.click();
  await expect(modal.getByText('Items in your order require a minimum age of 21.')).toBeVisible();

  // The terms and back: what was typed stays.
  await dateOfBirth.fill(yearsAgo(30));
  await modal.getByRole('button', { name: 'Terms & Conditions' }).click();
  // The modal becomes the terms modal, named by its heading.
  const terms = page.getByRole('dialog', { name: 'Terms & Conditions' });
  await expect(terms.getByRole('heading', { name: 'Terms & Conditions' })).toBeVisible();
  await expectAccessible();
  await terms.getByRole('button', { name: 'Back' }).click();
  await expect(dateOfBirth).toHaveValue(yearsAgo(30));

  await modal.getByRole('checkbox').check();
  await continueButton.click();
  await expect(modal).toBeHidden();
  // Old enough: on to the time's promise and the draft order, which keeps the date of birth for
  // Place order; the bananas' SNAP EBT share asks for the PIN first.
  await expect(page).toHaveURL(/\/checkout\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
  await untilPaymentsSaved(page);
  await placeOrderButton(page).click();
  const pin = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' });
  await pinFrame(page).getByLabel('Enter Your SNAP EBT PIN').fill('1234');
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkout\/clicklist\/[0-9a-f-]{36}\/complete$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your pickup order has been placed!' }),
  ).toBeVisible();
});

test('Back to Cart leads to the cart, and the day carousel chooses by keyboard', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn('avery@aisle.test', '/cart');
  const days = page.getByRole('region', { name: 'Choose a delivery day' });
  const today = days.getByRole('button', { name: /Today/ });
  await expect(today).toBeVisible();
  await expect(days.getByRole('button', { name: /Unavailable/ })).toBeDisabled();
  await today.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const tomorrow = days.getByRole('button', { pressed: true });
  await expect(tomorrow).toHaveCount(1);
  await expect(tomorrow).not.toHaveText(/Today/);
  await expectAccessible();

  await page.getByRole('button', { name: 'Check Out' }).click();
  await continueWithFirstTime(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
