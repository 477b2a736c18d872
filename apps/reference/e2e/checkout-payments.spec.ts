import { expect, test } from './fixtures';
import {
  biggerShop,
  checkoutPut,
  groceries,
  nextCheckoutPut,
  payingWith,
  payWithNewCard,
  placeOrderButton,
  placeOrderByKeyboard,
  reachPayment,
  summary,
  summaryRows,
  untilPaymentsSaved,
} from './checkoutHelpers';
import { overTheRhinePickup } from './shopping';
import { avery, cardGroup, morgan, openFlyout, pinFrame } from './walletHelpers';

// Issue 17's payment journeys on the payment step (`/checkout?orderId=`): a split between three
// kinds of card with the SNAP EBT PIN, a decline and a retry, a failed payment update and a
// post-authorisation reject, over HTTP against the reference API, by keyboard where a shopper would.

const declined =
  'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.';

test.describe('Avery pays with her Visa, SNAP EBT and her gift card', () => {
  test.use({ shopping: { cart: biggerShop, activeModality: overTheRhinePickup } });

  test('the SNAP EBT amount and the gift card share the order with the card; Place order asks for the PIN', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    const orderId = await reachPayment(page, signIn, avery);
    await untilPaymentsSaved(page);
    // The Visa she prefers and her SNAP EBT card start chosen; SNAP EBT pays all it may.
    await expect(payingWith(page).getByText('Visa ending in 1111', { exact: true })).toBeVisible();
    await expect(payingWith(page).getByText('SNAP EBT card ending in 0001', { exact: true })).toBeVisible();
    const snapAmount = page.getByRole('textbox', { name: /Amount to charge to SNAP EBT/ });
    await expect(snapAmount).toHaveValue('45.89');
    await expect
      .poll(() => summaryRows(summary(page)))
      .toMatchObject({
        'Estimated Total': '$65.25',
        'SNAP EBT card ending in 0001': '$45.89',
        'Visa ending in 1111': '$19.36',
      });

    // SNAP EBT pays $10.00 of it, typed cents-style and applied with Enter.
    await snapAmount.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1000');
    await expect(snapAmount).toHaveValue('10.00');
    const snapSaved = nextCheckoutPut(page);
    await page.keyboard.press('Enter');
    expect((await snapSaved).ok()).toBe(true);
    await expect
      .poll(() => summaryRows(summary(page)))
      .toMatchObject({
        'SNAP EBT card ending in 0001': '$10.00',
        'Visa ending in 1111': '$55.25',
      });

    // The gift card, chosen in the flyout, pays its whole $50.00 balance; the Visa what is left.
    const dialog = await openFlyout(page);
    const gift = cardGroup(page, 'Gift Card').getByRole('checkbox', { name: 'Gift card ending in 0050' });
    await expect(gift).toBeEnabled();
    await gift.check();
    await expectAccessible();
    const giftSaved = nextCheckoutPut(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await giftSaved).ok()).toBe(true);
    await expect(payingWith(page).getByText('Gift card ending in 0050', { exact: true })).toBeVisible();
    await expect
      .poll(() => summaryRows(summary(page)))
      .toMatchObject({
        'Estimated Total': '$65.25',
        'SNAP EBT card ending in 0001': '$10.00',
        'Gift card ending in 0050': '$50.00',
        'Visa ending in 1111': '$5.25',
      });
    await expectAccessible();

    // Place order asks for the SNAP EBT PIN in the hosted widget first.
    await placeOrderByKeyboard(page);
    const pinDialog = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' });
    await expect(pinDialog).toBeVisible();
    await expect(
      pinDialog.getByText('Enter the PIN of your SNAP EBT card ending in 0001 to pay $10.00 with SNAP EBT.'),
    ).toBeVisible();
    await expectAccessible();
    await pinFrame(page).getByLabel('Enter Your SNAP EBT PIN').fill('1234');
    await pinDialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/clicklist/${orderId}/complete$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, your pickup order has been placed!' }),
    ).toBeVisible();
    await expect
      .poll(() => summaryRows(summary(page)))
      .toMatchObject({
        'Estimated Total': '$65.25',
        'SNAP EBT card ending in 0001': '$10.00',
        'Gift card ending in 0050': '$50.00',
        'Visa ending in 1111': '$5.25',
      });
    await expectAccessible();
  });
});

test.describe('paying by card alone', () => {
  test.use({ shopping: { cart: groceries, activeModality: overTheRhinePickup } });

  test('a declined card says so and keeps the order; another card then places it', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    const orderId = await reachPayment(page, signIn, morgan);
    await untilPaymentsSaved(page);
    const saved = nextCheckoutPut(page);
    await payWithNewCard(page, '4000 0000 0000 9011');
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => summaryRows(summary(page))).toMatchObject({ 'Visa ending in 9011': '$12.92' });

    await placeOrderByKeyboard(page);
    await expect(page.getByRole('alert').filter({ hasText: declined })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}(&|$)`));
    await expect(placeOrderButton(page)).toBeEnabled();
    await expectAccessible();

    // Back to her Amex, in the flyout, and the order goes through.
    const dialog = await openFlyout(page);
    // By keyboard this time: from the Visa she added, up to the Amex.
    const visa = dialog.getByRole('radio', { name: 'Visa ending in 9011' });
    await visa.focus();
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('radio', { name: 'American Express ending in 0005' })).toBeChecked();
    const amexSaved = nextCheckoutPut(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await amexSaved).ok()).toBe(true);
    await expect.poll(() => summaryRows(summary(page))).toMatchObject({ 'American Express ending in 0005': '$12.92' });
    await placeOrderByKeyboard(page);
    await expect(page).toHaveURL(new RegExp(`/checkout/clicklist/${orderId}/complete$`));
    await expect(page.getByText(declined)).toHaveCount(0);
    await expect.poll(() => summaryRows(summary(page))).toMatchObject({ 'American Express ending in 0005': '$12.92' });
  });

  test('a payment update the service fails opens the payments-update-failed modal; Try Again saves it', async ({
    page,
    signIn,
    injectFault,
    expectAccessible,
  }) => {
    // Armed before the draft is made: the page's first payment update is the first checkout PUT.
    await reachPayment(page, signIn, morgan, {
      beforeContinue: () => injectFault({ ...checkoutPut, status: 503, code: 'PAYMENTS_DOWN', times: 1 }),
    });
    const modal = page.getByRole('dialog', { name: 'Payment Not Updated' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText("We couldn't update your payment methods please try again.")).toBeVisible();
    // Nothing was saved: the summary has no payment split yet.
    await expect(summary(page).getByRole('heading', { name: 'Paying With' })).toHaveCount(0);
    await expectAccessible();

    const retried = nextCheckoutPut(page);
    await modal.getByRole('button', { name: 'Try Again' }).click();
    expect((await retried).ok()).toBe(true);
    await expect(modal).toHaveCount(0);
    await expect.poll(() => summaryRows(summary(page))).toMatchObject({ 'American Express ending in 0005': '$12.92' });
  });

  test('a post-authorisation reject goes to the Payment Error page with RV9547', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    const orderId = await reachPayment(page, signIn, morgan);
    await untilPaymentsSaved(page);
    const saved = nextCheckoutPut(page);
    await payWithNewCard(page, '4000 0000 0000 9185');
    expect((await saved).ok()).toBe(true);

    await placeOrderByKeyboard(page);
    await expect(page).toHaveURL(/\/checkout\/payment-error$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "We're sorry, we could not complete your order." }),
    ).toBeVisible();
    await expect(page.getByText('(Error code: RV9547)')).toBeVisible();
    await expect(page).toHaveTitle(/^Payment Error - /);
    await expectAccessible();

    // The order was not placed: Purchase History does not list it.
    await page.getByRole('link', { name: 'Return to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/mypurchases');
    await expect(page.getByRole('link', { name: 'View order' })).toHaveCount(0);
    await expect(page.locator(`a[href$="${orderId}"]`)).toHaveCount(0);
  });
});
