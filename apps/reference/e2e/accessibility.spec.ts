import { expect, test } from './fixtures';

const signedInPages = [
  { path: '/account/dashboard', heading: 'My Account' },
  { path: '/account/update', heading: 'Profile' },
  { path: '/account/addresses', heading: 'Address Book' },
  { path: '/account/address', heading: 'Add New Address' },
  { path: '/account/emailSubscriptions', heading: 'Preferences' },
  { path: '/account/communityrewards', heading: 'Community Rewards' },
  { path: '/points/summary', heading: 'Points Summary' },
  { path: '/mypurchases', heading: 'Purchase History' },
  { path: '/mywallet', heading: 'My Wallet' },
  { path: '/membership', heading: 'Boost' },
  { path: '/myprescriptions', heading: 'My Prescriptions' },
];

// In two halves, each its own journey: eleven pages in one outran a journey's minute on a busy machine.
const halves = [signedInPages.slice(0, 6), signedInPages.slice(6)];

for (const width of [375, 1280]) {
  for (const pages of halves)
    test(`the account pages ${pages[0]?.path} to ${pages.at(-1)?.path} have one h1 and no axe violation at ${width} px`, async ({
      page,
      signIn,
      expectAccessible,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn('avery@aisle.test');
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        // Wait for the screen's data, so axe sees the page as the shopper does.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessible();
      }
    });
}

test('a banner without Community Rewards says so under the page’s heading, opened directly', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn('avery@aisle.test');
  await page.goto('/account/communityrewards?banner=harristeeter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Rewards');
  await expect(page.getByText('Community Rewards is not offered on this site.')).toBeVisible();
  await expectAccessible();
});

test('the public pages have no axe violation', async ({ page, expectAccessible }) => {
  for (const path of [
    '/',
    '/signin',
    '/cart',
    '/no-such-page',
    '/account/emailSubscriptions?token=demo-email-token-morgan',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible();
  }
});

/**
 * Records each toast as it is inserted: whether a dialog was open then, and whether anything hid it
 * from assistive technology (a modal hides the rest of the page with aria-hidden; a live region
 * inside a hidden subtree announces nothing, even once the modal has gone).
 */
function recordToasts() {
  const record: { text: string; dialogOpen: boolean; hidden: boolean; live: string | null }[] = [];
  (window as unknown as { toastsSeen: typeof record }).toastsSeen = record;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLLIElement) || !node.closest('[aria-live]')) continue;
        record.push({
          text: node.textContent ?? '',
          dialogOpen: document.querySelector('[role="dialog"]') !== null,
          hidden: node.closest('[aria-hidden="true"]') !== null,
          live: node.closest('[aria-live]')?.getAttribute('aria-live') ?? null,
        });
      }
  }).observe(document, { childList: true, subtree: true });
}

test('the newer address book (toggle on) adds through its modal', async ({ page, signIn, expectAccessible }) => {
  await page.addInitScript(recordToasts);
  await signIn('riley@aisle.test', '/account/addresses?addressBook=v2');
  await expect(page.getByText('Get started by adding an address')).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Address' });
  await modal.getByRole('textbox', { name: /Street Address/ }).fill('500 Walnut St');
  await modal.getByRole('textbox', { name: /City/ }).fill('Cincinnati');
  await modal.getByRole('combobox', { name: /State\/Province/ }).selectOption('OH');
  await modal.getByRole('textbox', { name: /Postal Code/ }).fill('45202');
  await modal.getByRole('checkbox', { name: 'Make this my mailing address' }).check();
  await expectAccessible();
  await modal.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Your address was created successfully.')).toBeVisible();
  // Raised while the modal was still open, the toast was in a polite live region nothing hid.
  const seen = await page.evaluate(() => (window as unknown as { toastsSeen: unknown[] }).toastsSeen);
  expect(seen).toContainEqual({
    text: expect.stringContaining('Your address was created successfully.'),
    dialogOpen: true,
    hidden: false,
    live: 'polite',
  });
  // And the browser's accessibility tree has it.
  await expect(page.locator('body')).toMatchAriaSnapshot(`- text: Your address was created successfully.`);
  await expect(page.getByRole('heading', { name: 'Current Address' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('500 Walnut St')).toBeVisible();
});
