import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 16: editing the profile and managing the preferred store on /account/update.

const avery = 'avery@aisle.test';
const profilePath = '/atlas/v1/customer-profile/v1/profile';
const storeLocatorPath = '/accountmanagement/api/store-locator';

/** Presses Tab until `locator` has focus, failing after `limit` presses: what a keyboard user does. */
async function tabTo(page: Page, locator: Locator, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await locator.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

const details = (page: Page) => page.getByRole('region', { name: 'Your details' });
const storeSection = (page: Page) => page.getByRole('region', { name: 'Preferred Store' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
/** The value beside a label of the details list. */
const detail = (page: Page, label: string) =>
  details(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('the profile', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(avery, '/account/update');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('names and phones are edited by keyboard alone, saved, and still there after a reload', async ({
    page,
    expectAccessible,
  }) => {
    await tabTo(page, page.getByRole('button', { name: 'Edit Profile' }));
    await page.keyboard.press('Enter');
    await expect(field(page, 'First Name')).toBeFocused();
    await expect(field(page, 'First Name')).toHaveValue('Avery');
    await expect(field(page, 'Mobile Phone')).toHaveValue('(513) 555-0123');
    await expectAccessible();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Avery Ann');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('O’Brien-Jordan');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Mobile Phone')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('+1 513.555.0999');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
    await expect(detail(page, 'Name')).toHaveText('Avery Ann O’Brien-Jordan');
    await expect(detail(page, 'Mobile Phone')).toHaveText('(513) 555-0999');

    await page.reload();
    await expect(detail(page, 'Name')).toHaveText('Avery Ann O’Brien-Jordan');
    await expect(detail(page, 'Mobile Phone')).toHaveText('(513) 555-0999');
    await expect(detail(page, 'Home Phone')).toHaveText('(513) 555-0188');
  });

  test('mistakes are told under their fields, nothing is sent, and every typed value stays', async ({
    page,
    expectAccessible,
  }) => {
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes(profilePath)) updates.push(request.url());
    });
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'First Name').fill('');
    await field(page, 'Last Name').fill('Jordan 2');
    await field(page, 'Home Phone').fill('555-0188');
    await page.getByRole('button', { name: 'Save Profile' }).click();

    await expect(field(page, 'First Name')).toBeFocused();
    await expect(field(page, 'First Name')).toHaveAccessibleDescription(/First Name is required/);
    await expect(field(page, 'Last Name')).toHaveAccessibleDescription(
      /Last Name can only use letters, spaces, hyphens, apostrophes and periods/,
    );
    await expect(field(page, 'Home Phone')).toHaveAccessibleDescription(/Home Phone must be a 10-digit phone number/);
    await expect(field(page, 'Last Name')).toHaveValue('Jordan 2');
    await expect(field(page, 'Home Phone')).toHaveValue('555-0188');
    await expectAccessible();
    expect(updates).toEqual([]);
  });

  test('a failed save is told in an alert and keeps what was typed; Cancel then leaves the details as they were', async ({
    page,
    injectFault,
  }) => {
    await injectFault({ method: 'PUT', path: profilePath, status: 503, code: 'SERVICE_DOWN', reason: 'injected' });
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'First Name').fill('Avery Ann');
    await page.getByRole('button', { name: 'Save Profile' }).click();

    await expect(page.getByRole('alert')).toContainText(
      "We couldn't save your profile right now. Please try again later.",
    );
    await expect(field(page, 'First Name')).toHaveValue('Avery Ann');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    await expect(detail(page, 'Name')).toHaveText('Avery Jordan');
  });
});

test.describe('the preferred store', () => {
  test('is shown by name, changed by keyboard through a search within 500 miles, and kept', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery, '/account/update');
    await expect(storeSection(page).getByRole('heading', { level: 3, name: 'Kroger Over-the-Rhine' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Change Store' }), 60);
    await page.keyboard.press('Enter');
    const postalCode = page.getByRole('textbox', { name: /Postal Code/ });
    await expect(postalCode).toBeFocused();
    const search = page.waitForRequest((request) => request.url().includes(storeLocatorPath));
    await page.keyboard.type('45202');
    await page.keyboard.press('Enter');
    const url = new URL((await search).url());
    expect(url.searchParams.get('radiusInMiles')).toBe('500');

    const results = page.getByRole('list', { name: 'Stores near 45202' });
    await expect(results.getByRole('listitem').first()).toContainText('Your preferred store');
    // Only the site's banner's stores: each of them can be chosen here.
    await expect(results.getByRole('listitem').filter({ hasNotText: /^Kroger/ })).toHaveCount(0);
    await expectAccessible();

    await tabTo(page, results.getByRole('button', { name: /Kroger Hyde Park Plaza/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your preferred store was successfully updated.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Preferred Store' })).toBeFocused();
    await expect(storeSection(page).getByRole('heading', { level: 3 }).first()).toHaveText('Kroger Hyde Park Plaza');

    await page.reload();
    await expect(storeSection(page).getByRole('heading', { level: 3 }).first()).toHaveText('Kroger Hyde Park Plaza');
  });

  test('says the spec’s no-stores sentence on a banner with no store within 500 miles', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery);
    await page.goto('/account/update?banner=ralphs');
    // Avery has no ralphs store yet.
    await expect(storeSection(page).getByText('You have not chosen a preferred store yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Choose a Store' }).click();
    await page.getByRole('textbox', { name: /Postal Code/ }).fill('45202');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No Stores were found within 500 Miles of the entered location!')).toBeVisible();
    await expectAccessible();
  });

  test('says the search service is unavailable when it fails, and a bad postal code under its field', async ({
    page,
    signIn,
    injectFault,
  }) => {
    await signIn(avery, '/account/update');
    await page.getByRole('button', { name: 'Change Store' }).click();
    const postalCode = page.getByRole('textbox', { name: /Postal Code/ });
    await postalCode.fill('4520');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(postalCode).toHaveAccessibleDescription(/Please enter a valid Postal Code/);
    await expect(postalCode).toHaveValue('4520');

    await injectFault({ method: 'GET', path: storeLocatorPath, status: 503, code: 'SERVICE_DOWN', reason: 'injected' });
    await postalCode.fill('45202');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toContainText(
      "We're sorry, the search service is not available right now. Please try your search again later.",
    );
  });

  test('fits a phone: the search and its results at 375 px have no axe violation', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(avery, '/account/update');
    await page.getByRole('button', { name: 'Change Store' }).click();
    await page.getByRole('textbox', { name: /Postal Code/ }).fill('45202');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('list', { name: 'Stores near 45202' })).toBeVisible();
    // Nothing in the page's content is wider than the phone: it does not scroll sideways.
    const main = page.getByRole('main');
    expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible();
  });
});
