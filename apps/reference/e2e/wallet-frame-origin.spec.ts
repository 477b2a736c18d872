import { expect, test } from './fixtures';
import { avery, cardFrame, openFlyout } from './walletHelpers';

/** An origin the secure-fields server was never told of (it allows 127.0.0.1 and localhost). */
const unlistedOrigin = 'http://shop.test';

// The storefront served from that origin: every request to it is answered by the reference API.
test.use({ baseURL: unlistedOrigin });
test.beforeEach(async ({ page, server }) => {
  await page.route(`${unlistedOrigin}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${server.url}${pathname}${search}` }) });
  });
});

test('a storefront origin the secure fields refuse shows the frame error and Try Again within seconds, and says which origin to allow', async ({
  page,
  signIn,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(avery, '/cart');
  const dialog = await openFlyout(page);
  await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
  await expect(cardFrame(page).getByLabel('Card Number')).toHaveCount(0);

  // 3 s after the refused page loads; the 10 s load timeout would miss this.
  const retry = page.getByRole('alertdialog', { name: 'Unable to add card' });
  await expect(retry).toBeVisible({ timeout: 6_000 });
  await expect(retry).toContainText(
    "Sorry, but we're having trouble accepting new card information. Would you like to try again? (Error code: 408)",
  );
  await expect(retry.getByRole('button', { name: 'Try Again' })).toBeVisible();

  const advice = () => errors.filter((text) => text.startsWith('Aisle secure fields:'));
  await expect.poll(advice).toHaveLength(1);
  expect(advice()[0]).toContain(`Allow ${unlistedOrigin} on the secure-fields server`);
  expect(advice()[0]).toContain('AISLE_SECURE_FIELDS_PARENT_ORIGINS');
});
