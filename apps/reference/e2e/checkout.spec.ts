import { expect, test } from './fixtures';
import {
  groceries,
  nextCheckoutPut,
  payingWith,
  placeOrderButton,
  placeOrderByKeyboard,
  reachPayment,
  summary,
  summaryRows,
  untilPaymentsSaved,
} from './checkoutHelpers';
import { averyWorkDelivery, continueWithFirstTime, overTheRhinePickup } from './shopping';
import { avery, morgan, pinFrame } from './walletHelpers';

// Issue 17's journeys: the payment step, order complete and Purchase History, on the reference
// API, by keyboard where a shopper would use it. The payment journeys (split, decline, failures)
// are checkout-payments.spec.ts.

const updatedElsewhere = 'Your order has been updated on another device. Please refresh and try again.';

test.describe('pickup at Over-the-Rhine', () => {
  test.use({ shopping: { cart: groceries, activeModality: overTheRhinePickup } });

  test('a shopper pays by card, lands on order complete, and finds the order in Purchase History', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    const orderId = await reachPayment(page, signIn, morgan);
    await expect(
      payingWith(page)
        .getByText(/American Express/)
        .first(),
    ).toBeVisible();
    // The step's own frame, not the store's header: Back, the links with directions to the store
    // (Google Maps off Apple devices), and the help and policy pages at its foot.
    await expect(page).toHaveTitle('Checkout - Payment');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/cart');
    await expect(page.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=39\.\d+,-84\.\d+$/,
    );
    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help and policies' });
    await expect(policies.getByRole('link')).toHaveText(['SNAP EBT FAQ', 'Privacy Policy', 'Accessibility Statement']);
    await expectAccessible();

    await placeOrderByKeyboard(page);
    await expect(page).toHaveURL(new RegExp(`/checkout/clicklist/${orderId}/complete$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, your pickup order has been placed!' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Checkout Confirmed - /);
    await expect(
      page.getByText('A hold has been placed on your card. The final charge will be made when you receive your items.'),
    ).toBeVisible();
    await expectAccessible();

    // The order left the cart.
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    await page.goto('/mypurchases');
    const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pickup order' }) });
    await expect(order).toHaveCount(1);
    await expect(order.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/mypurchases/pending/${orderId}`,
    );
    await expectAccessible();
  });

  test('a promo code comes off the total and goes again; an unknown or empty code is refused', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await reachPayment(page, signIn, morgan);
    await untilPaymentsSaved(page);
    await expect.poll(() => summaryRows(summary(page))).toMatchObject({ 'Estimated Total': '$12.92' });
    const field = page.getByRole('textbox', { name: 'Promo code' });
    const applied = page.getByRole('list', { name: 'Applied promo codes' });

    // Empty: said, and nothing sent.
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You must enter a promo code')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/You must enter a promo code/);
    await expectAccessible();

    // SAVE5, typed and applied with Enter, in any case.
    await page.keyboard.type('save5');
    await page.keyboard.press('Enter');
    await expect(applied.getByRole('listitem')).toHaveCount(1);
    await expect(applied).toContainText('SAVE5');
    await expect(applied).toContainText('You save $5.00');
    await expect(field).toHaveValue('');
    await expect(page.getByText('You must enter a promo code')).toHaveCount(0);
    await expect
      .poll(() => summaryRows(summary(page)))
      .toMatchObject({
        Savings: '-$5.00',
        'Estimated Total': '$7.92',
        'American Express ending in 0005': '$7.92',
      });
    await expectAccessible();

    // An unknown code: the spec's failure, the code kept for another try, the total as it was.
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).press('Enter');
    await expect(
      page.getByText(
        "Something went wrong and we weren't able to apply your promo code. Please try entering the code in again.",
      ),
    ).toBeVisible();
    await expect(field).toHaveValue('NOSUCHCODE');
    await expect(applied.getByRole('listitem')).toHaveCount(1);
    await expect.poll(() => summaryRows(summary(page))).toMatchObject({ 'Estimated Total': '$7.92' });
    await expectAccessible();

    // Remove: the saving goes, the total is back.
    await applied.getByRole('button', { name: 'Remove promo code SAVE5' }).press('Enter');
    await expect(applied).toHaveCount(0);
    await expect.poll(() => summaryRows(summary(page))).toMatchObject({ 'Estimated Total': '$12.92' });
    expect(await summaryRows(summary(page))).not.toHaveProperty('Savings');
    await expectAccessible();
  });

  test('the order timed out: any update opens Order Timed Out, whose button goes back to scheduling', async ({
    page,
    signIn,
    server,
    expectAccessible,
  }) => {
    const orderId = await reachPayment(page, signIn, morgan);
    await untilPaymentsSaved(page);
    await server.testRoute('POST', `checkouts/${orderId}/expire`);

    await page.getByRole('textbox', { name: 'Promo code' }).fill('SAVE5');
    await page.keyboard.press('Enter');
    const timedOut = page.getByRole('alertdialog', { name: 'Order Timed Out' });
    await expect(timedOut).toBeVisible();
    await expect(timedOut).toHaveAccessibleDescription('Your order has expired. Please return to the scheduling page.');
    await expect(timedOut.getByRole('button', { name: 'Back to Checkout' })).toBeFocused();
    await expectAccessible();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/scheduling\?fulfillmentType=PICKUP$/);
    await expect(timedOut).toHaveCount(0);
    // The scheduling step finds the held time gone too, and asks for a new one.
    const timeExpired = page.getByRole('dialog', { name: 'Time Expired' });
    await expect(timeExpired).toContainText(
      'The time you selected for your order is no longer available. Please select a new time.',
    );
    await expectAccessible();
    await timeExpired.getByRole('button', { name: 'Select a New Time' }).press('Enter');
    await expect(timeExpired).toHaveCount(0);
    await expect(
      page
        .getByRole('radiogroup', { name: /^Pickup times for/ })
        .getByRole('radio')
        .first(),
    ).toBeVisible();
    await expectAccessible();

    // A new time makes a new order: checkout starts again.
    await continueWithFirstTime(page);
    await expect(page).toHaveURL(/\/checkout\?orderId=[0-9a-f-]{36}/);
    expect(new URL(page.url()).searchParams.get('orderId')).not.toBe(orderId);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
  });

  test('an update from another tab: the older page says the order was updated on another device', async ({
    page,
    context,
    signIn,
    expectAccessible,
  }) => {
    await reachPayment(page, signIn, morgan);
    await untilPaymentsSaved(page);
    // The same order in a second tab: it reads the order as it is now (and saves its own cards).
    const other = await context.newPage();
    await other.goto(page.url());
    await untilPaymentsSaved(other);

    // The second tab applies a code; the first, still on the order as it read it, tries another.
    await other.getByRole('textbox', { name: 'Promo code' }).fill('SAVE5');
    await other.keyboard.press('Enter');
    await expect(other.getByRole('list', { name: 'Applied promo codes' })).toContainText('SAVE5');

    // (The other tab's sign-in renewed the session: this tab's call may first answer 401, renew and go again.)
    const conflicted = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.status() === 409,
    );
    await page.getByRole('textbox', { name: 'Promo code' }).fill('FRESH10');
    await page.keyboard.press('Enter');
    await conflicted;
    await expect(page.getByRole('alert').filter({ hasText: updatedElsewhere }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Applied promo codes' })).toHaveCount(0);
    await expectAccessible();

    // Refresh reads the order again: the other tab's code is there, no block still asks for a
    // refresh, and the next update goes through.
    await page.getByRole('button', { name: 'Refresh' }).press('Enter');
    await expect(page.getByRole('list', { name: 'Applied promo codes' })).toContainText('SAVE5');
    await expect(page.getByText(updatedElsewhere)).toHaveCount(0);
    await expect.poll(() => summaryRows(summary(page))).toMatchObject({ 'Estimated Total': '$7.92' });
    await page.getByRole('textbox', { name: 'Promo code' }).fill('FRESH10');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Applied promo codes' }).getByRole('listitem')).toHaveCount(2);
    await other.close();
  });

  test('a double click on Place order places one order', async ({ page, signIn, expectAccessible }) => {
    const orderId = await reachPayment(page, signIn, morgan);
    await untilPaymentsSaved(page);
    const activations: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'PUT' &&
        request.url().includes('/checkouts/') &&
        /"ACTIVATE"/.test(request.postData() ?? '')
      )
        activations.push(request.url());
    });

    await placeOrderButton(page).dblclick();
    await expect(page).toHaveURL(new RegExp(`/checkout/clicklist/${orderId}/complete$`));
    expect(activations).toHaveLength(1);

    await page.goto('/mypurchases');
    const orders = page.getByRole('link', { name: 'View order' });
    await expect(orders).toHaveCount(1);
    await expect(orders).toHaveAttribute('href', `/mypurchases/pending/${orderId}`);
    await expectAccessible();
  });
});

test.describe('Kroger Delivery to Avery’s work address', () => {
  test.use({ shopping: { cart: groceries, activeModality: averyWorkDelivery } });

  test('a custom tip over the maximum is refused; a valid one is saved, and changed again once the order is placed', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    // The banner's own delivery, switched on by keyboard on the scheduling step: Instacart, whose
    // time comes first otherwise, does not take the SNAP EBT card chosen for her by default.
    const orderId = await reachPayment(page, signIn, avery, {
      modality: 'Delivery',
      beforeContinue: async () => {
        await page.getByRole('switch', { name: 'Show Kroger Delivery' }).press('Space');
        await page.getByRole('button', { name: 'Got it' }).press('Enter');
      },
    });
    await expect(page.getByText('I agree to the Instacart Terms of Service.')).toHaveCount(0);
    // The order goes where she chose to shop for, not to her home: the create call carried it.
    const details = page.getByRole('region', { name: 'Order Details' });
    await expect(details.getByText('Work', { exact: true })).toBeVisible();
    await expect(details.getByText('7650 Montgomery Rd, Ste 200')).toBeVisible();
    await untilPaymentsSaved(page);
    const before = await summaryRows(summary(page));

    await page.getByRole('button', { name: /^Edit Tip, now \$/ }).press('Enter');
    const choice = page.getByRole('dialog', { name: 'Select Tip Amount' });
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('radio', { name: '$0.00' })).toHaveCount(0);
    await expectAccessible();
    await choice.getByRole('radio', { name: 'Custom' }).check();
    await choice.getByRole('button', { name: 'Continue' }).press('Enter');

    const drawer = page.getByRole('dialog', { name: 'Custom Tip Amount' });
    await expect(drawer).toBeVisible();
    await expect(choice).toHaveCount(0);
    const amount = drawer.getByRole('textbox', { name: /Tip amount/ });
    await amount.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('10001');
    await expect(amount).toHaveValue('100.01');
    await page.keyboard.press('Enter');
    await expect(drawer.getByText('The most you can tip on this order is $100.00.')).toBeVisible();
    await expect(amount).toHaveValue('100.01');
    await expectAccessible();

    // Back to $12.50: saved, and the summary's tip and total follow.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('1250');
    const saved = nextCheckoutPut(page);
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Tip, now $12.50' })).toBeVisible();
    const total = (rows: Record<string, string>) => Number((rows['Estimated Total'] ?? '').replace(/[$,]/g, ''));
    const tip = (rows: Record<string, string>) => Number((rows.Tip ?? '$0').replace(/[$,]/g, ''));
    await expect.poll(async () => (await summaryRows(summary(page))).Tip).toBe('$12.50');
    const after = await summaryRows(summary(page));
    expect(total(after)).toBeCloseTo(total(before) - tip(before) + 12.5, 2);
    await expectAccessible();

    // Placed (her SNAP EBT card asks its PIN first), the tip may still change from the order's page
    // (the tip modification, CALL-27): $15.00 now, and the summary follows.
    await placeOrderByKeyboard(page);
    await pinFrame(page).getByLabel('Enter Your SNAP EBT PIN').fill('1234');
    await page
      .getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/checkout/clicklist/${orderId}/complete$`));
    await page.goto(`/mypurchases/pending/${orderId}`);
    await page.getByRole('button', { name: 'Edit Tip, now $12.50' }).press('Enter');
    const later = page.getByRole('dialog', { name: 'Select Tip Amount' });
    await later.getByRole('radio', { name: 'Custom' }).check();
    await later.getByRole('button', { name: 'Continue' }).press('Enter');
    const field = page.getByRole('dialog', { name: 'Custom Tip Amount' }).getByRole('textbox', { name: /Tip amount/ });
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('1500');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Edit Tip, now $15.00' })).toBeVisible();
    await expect.poll(async () => (await summaryRows(summary(page))).Tip).toBe('$15.00');
    await expectAccessible();
  });
});
