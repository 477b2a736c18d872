import { reachPayment, groceries } from './checkoutHelpers';
import { expect, test } from './fixtures';
import { overTheRhinePickup } from './shopping';
import { addBankCardInFlyout, addGiftCardInFlyout, avery, flyout, openFlyout, chooseCardAction } from './walletHelpers';

test.describe('the wallet across sessions, reloads and restarts', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(avery, '/cart');
  });

  test('an access token that expires mid-session is refreshed and the action goes on', async ({ page, server }) => {
    const calls: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/payment/') || pathname.startsWith('/auth/')) {
        calls.push(`${response.request().method()} ${pathname} ${response.status()}`);
      }
    });
    const dialog = await openFlyout(page);
    const mastercard = dialog.getByRole('radio', { name: 'Mastercard ending in 4444' });
    await expect(mastercard).toBeVisible();

    await server.testRoute('POST', 'sessions/expire', { email: avery });
    await chooseCardAction(dialog, 'Mastercard ending in 4444', 'Delete');
    await dialog.getByRole('button', { name: 'Delete Card' }).click();
    await expect(dialog.getByText('Successfully deleted card')).toBeVisible();
    await expect(mastercard).toHaveCount(0);
    await expect(page).toHaveURL(/\/cart$/);
    // The delete was refused, the tokens refreshed, and the same delete sent again.
    expect(calls.filter((call) => /^DELETE |refresh/.test(call))).toEqual([
      expect.stringMatching(/^DELETE \/payment\/v2\/wallet\/\S+ 401$/),
      'POST /auth/v1/token/refresh 200',
      expect.stringMatching(/^DELETE \/payment\/v2\/wallet\/\S+ 200$/),
    ]);
    await expect(
      dialog.getByText('It looks like your session has expired. Please log in again to continue.'),
    ).toHaveCount(0);

    // Expired again before the page loads: the cards still load after a refresh.
    await server.testRoute('POST', 'sessions/expire', { email: avery });
    await page.reload();
    await openFlyout(page);
    await expect(flyout(page).getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
    await expect(mastercard).toHaveCount(0);
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('what was added or changed is still there after a reload and after the server restarts', async ({
    page,
    server,
  }) => {
    let dialog = await openFlyout(page);
    await addBankCardInFlyout(page, { number: '6011 1111 1111 1117', month: '11' });
    await expect(dialog.getByText('Successfully saved card')).toBeVisible();
    await addGiftCardInFlyout(page, '6006491000000000025');
    await expect(dialog.getByText('Successfully saved card')).toBeVisible();
    await chooseCardAction(dialog, 'Discover ending in 1117', 'Make Preferred');
    await expect(dialog.getByText('Card Updated!')).toBeVisible();
    await chooseCardAction(dialog, 'Mastercard ending in 4444', 'Delete');
    await dialog.getByRole('button', { name: 'Delete Card' }).click();
    await expect(dialog.getByText('Successfully deleted card')).toBeVisible();

    const expectSaved = async () => {
      dialog = await openFlyout(page);
      const radios = dialog.getByRole('radio');
      await expect(radios).toHaveCount(2);
      await expect(radios.first()).toHaveAccessibleName('Discover ending in 1117');
      await expect(radios.nth(1)).toHaveAccessibleName('Visa ending in 1111');
      await expect(dialog.getByRole('checkbox', { name: 'Gift card ending in 0025' })).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'Gift card ending in 0050' })).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'Mastercard ending in 4444' })).toHaveCount(0);
    };
    await page.reload();
    await expectSaved();

    await server.restart();
    await page.reload();
    await expectSaved();
    // The secure fields' origin is the same after the restart: a card can still be added.
    await addBankCardInFlyout(page, { number: '4242 4242 4242 4242' });
    await expect(dialog.getByText('Successfully saved card')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Visa ending in 4242' })).toBeVisible();
  });
});

test('on the wallet page too, an expired access token is refreshed and the deletion goes on', async ({
  page,
  signIn,
  server,
}) => {
  await signIn(avery, '/mywallet');
  const mastercard = page.getByRole('region', { name: 'Credit & Debit' }).getByText('Mastercard ending in 4444');
  await expect(mastercard).toBeVisible();
  await server.testRoute('POST', 'sessions/expire', { email: avery });
  await page.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deleting Payment' })
    .getByRole('button', { name: 'Delete Card' })
    .click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Successfully deleted card'),
  ).toBeVisible();
  await expect(mastercard).toHaveCount(0);
  await expect(page).toHaveURL(/\/mywallet$/);
});

test('a session the service keeps refusing is signed out, then sign-in asks again and returns to the wallet', async ({
  page,
  signIn,
  injectFault,
}) => {
  await signIn(avery, '/mywallet');
  const mastercard = page.getByRole('region', { name: 'Credit & Debit' }).getByText('Mastercard ending in 4444');
  await expect(mastercard).toBeVisible();
  // Every delete refused as unauthorised, however often the tokens are renewed (wallet spec §6).
  await injectFault({ method: 'DELETE', path: '/payment/v2/wallet/:cardId', status: 401, code: 'UNAUTHORIZED' });
  await page.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deleting Payment' })
    .getByRole('button', { name: 'Delete Card' })
    .click();
  // Logout, then sign-in: the header has no shopper, the page says why and where it goes back to.
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Fmywallet&reason=expired$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('aisle.session'))).toBeNull();
});

test.describe('checkout’s payment intent (wallet spec §3, §7)', () => {
  test.use({ shopping: { cart: groceries, activeModality: overTheRhinePickup } });

  test('the flyout’s calls send it; one the service has lost is replaced, and the call sent again', async ({
    page,
    signIn,
  }) => {
    // The payment page's first intent is one the API never made, as if it had lost it.
    let planted = false;
    await page.route('**/payment/v1/payment-intents', async (route) => {
      if (planted) return route.fallback();
      planted = true;
      await route.fulfill({ status: 201, json: { data: { payment: { paymentIntentId: 'pi_gone' } } } });
    });
    const calls: string[] = [];
    const intents: string[] = [];
    page.on('response', async (response) => {
      const request = response.request();
      const { pathname } = new URL(request.url());
      if (pathname === '/payment/v1/payment-intents') {
        intents.push(
          ((await response.json()) as { data: { payment: { paymentIntentId: string } } }).data.payment.paymentIntentId,
        );
        return;
      }
      if (!pathname.startsWith('/payment/v2/wallet')) return;
      calls.push(
        `${request.method()} ${pathname} ${request.headers()['x-payment-intent-id'] ?? '-'} ${response.status()}`,
      );
    });
    await reachPayment(page, signIn, avery);
    const dialog = await openFlyout(page);
    await chooseCardAction(dialog, 'Mastercard ending in 4444', 'Delete');
    await dialog.getByRole('button', { name: 'Delete Card' }).click();
    await expect(dialog.getByText('Successfully deleted card')).toBeVisible();

    // The first call sent with the lost intent was refused, checkout made one new intent, and the
    // calls after it send that one.
    expect(intents).toHaveLength(2);
    const [, renewed = ''] = intents;
    expect(renewed).toMatch(/^[0-9a-f-]{36}$/);
    const refused = calls.filter((call) => call.includes(' pi_gone '));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((call) => call.endsWith(' 404'))).toBe(true);
    const afterRenewal = calls.slice(calls.indexOf(refused.at(-1) ?? '') + 1);
    expect(afterRenewal.length).toBeGreaterThan(0);
    expect(afterRenewal.every((call) => call.includes(` ${renewed} `) && call.endsWith(' 200'))).toBe(true);
    expect(calls.at(-1)).toMatch(new RegExp(`^DELETE /payment/v2/wallet/\\S+ ${renewed} 200$`));
  });
});
