import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { groceries, payingWith, placeOrderByKeyboard, reachPayment } from './checkoutHelpers';
import { overTheRhinePickup } from './shopping';
import { avery, morgan } from './walletHelpers';

// The hosted payment page (checkout spec §1, wallet spec §1 and §7) on Harris Teeter, the banner
// whose flag turns it on: its wallet calls go as WEB HOSTED PAYMENT PAGE, with a token acquired
// silently from the session, which the API takes for payment calls only.

const tokenPath = '/payment/v1/hosted-payment-page/token';
const isWalletRead = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/payment/v2/wallet';

/** The next token the page acquires, as the API answered it. */
async function nextHostedToken(page: Page): Promise<string> {
  const response = await page.waitForResponse((answer) => new URL(answer.url()).pathname === tokenPath);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { payment: { accessToken: string } } };
  return body.data.payment.accessToken;
}

test("Harris Teeter's Wallet is the hosted payment page, calling with its own token", async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await page.goto('/?banner=harristeeter');
  await signIn(avery);
  const token = nextHostedToken(page);
  const walletRead = page.waitForRequest(isWalletRead);
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/mywallet\/hosted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  const read = await walletRead;
  expect(read.headers()['authorization']).toBe(`Bearer ${await token}`);
  expect(read.headers()['x-application-id']).toBe('WEB HOSTED PAYMENT PAGE');
  // Avery's Visa is preferred in the click-list app only: not here (a card is preferred per app).
  const bank = page.getByRole('region', { name: 'Credit & Debit' });
  await expect(bank.getByRole('listitem').first()).toContainText('Visa ending in 1111');
  await expect(bank.getByText('Preferred')).toHaveCount(0);
  await expectAccessible();

  // Served afresh, the page comes with the cards already in it: the server read them as the shopper.
  const served = await page.reload();
  expect(await served?.text()).toContain('Visa ending in 1111');
  await expect(bank.getByRole('listitem').first()).toContainText('Visa ending in 1111');
});

test.describe('pickup on Harris Teeter', () => {
  test.use({ shopping: { cart: groceries, activeModality: overTheRhinePickup } });

  test('Paying With runs as the hosted payment page, and the order is placed', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await page.goto('/?banner=harristeeter');
    const walletRead = page.waitForRequest(isWalletRead);
    const orderId = await reachPayment(page, signIn, morgan);
    expect((await walletRead).headers()['x-application-id']).toBe('WEB HOSTED PAYMENT PAGE');
    await expect(
      payingWith(page)
        .getByText(/American Express/)
        .first(),
    ).toBeVisible();
    await expectAccessible();

    await placeOrderByKeyboard(page);
    await expect(page).toHaveURL(new RegExp(`/checkout/clicklist/${orderId}/complete$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, your pickup order has been placed!' }),
    ).toBeVisible();
  });
});
