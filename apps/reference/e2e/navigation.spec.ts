import { expect, test } from './fixtures';

// Prescriptions never shows here: the storefront runs on 127.0.0.1, which the spec treats as localhost.
// Avery holds Boost (HTPlus on Harris Teeter): the reference API's one membership.
const banners = [
  {
    banner: 'kroger',
    entries: [
      'My Account',
      'Profile',
      'Address Book',
      'Preferences',
      'Purchase History',
      'Wallet',
      'Points Summary',
      'Boost',
      'Community Rewards',
    ],
  },
  {
    banner: 'harristeeter',
    entries: [
      'My Account',
      'Profile',
      'Address Book',
      'Preferences',
      'Purchase History',
      'Wallet',
      'Points Summary',
      'HTPlus',
      'Together in Education',
    ],
  },
  {
    banner: 'food4less',
    entries: [
      'My Account',
      'Profile',
      'Address Book',
      'Preferences',
      'Purchase History',
      'Wallet',
      'Points Summary',
      'Boost',
      'Inspiring Donations',
    ],
  },
] as const;

for (const { banner, entries } of banners) {
  test(`the account navigation on ${banner} follows its banner's rules`, async ({ page, signIn, expectAccessible }) => {
    await page.goto(`/?banner=${banner}`);
    await expect(page.locator('html')).toHaveAttribute('data-banner', banner);
    await signIn('avery@aisle.test');
    const navigation = page.getByRole('navigation', { name: 'My Account' });
    await expect(navigation.getByRole('link')).toHaveText([...entries]);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('My Account');
    await expectAccessible();

    // Every internal entry leads to its page, headed by the entry's name.
    for (const entry of entries.slice(1)) {
      const link = navigation.getByRole('link', { name: entry });
      // The education program is another site: its link is checked, not followed.
      if ((await link.getAttribute('href'))?.startsWith('https://')) continue;
      await link.click();
      // The wallet page is titled as the wallet spec says, 'My Wallet', hosted (Harris Teeter) or not.
      const walletPage = ['/mywallet', '/mywallet/hosted'].includes((await link.getAttribute('href')) ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(walletPage ? 'My Wallet' : entry);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
  });
}

test('below the md breakpoint only the breadcrumbs show', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn('avery@aisle.test', '/account/update');
  await expect(page.getByRole('navigation', { name: 'My Account' })).toBeHidden();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.getByRole('link')).toHaveText(['Home', 'My Account']);
});

test('the help and policy pages the checkout links to are pages, each headed by its name; others under /i/ are not found', async ({
  page,
  expectAccessible,
}) => {
  for (const [path, heading] of [
    ['/i/price-faq', 'Price FAQ'],
    ['/i/snap-ebt-faq', 'SNAP EBT FAQ'],
    ['/i/privacy-policy', 'Privacy Policy'],
    ['/i/terms/accessibility', 'Accessibility Statement'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await expectAccessible();
  await page.goto('/i/nothing-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
