import { expect, test } from './fixtures';

test.describe('signing in', () => {
  test('a wrong password keeps the e-mail and explains; the right one lands on My Account', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/account/addresses');
    // Signed-in pages send a visitor to sign in first, and back afterwards.
    await expect(page).toHaveURL(/\/signin\?returnTo=%2Faccount%2Faddresses/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expectAccessible();

    const email = page.getByRole('textbox', { name: 'Email Address' });
    await email.fill('avery@aisle.test');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('The email address or password is not right. Please try again.')).toBeVisible();
    await expect(email).toHaveValue('avery@aisle.test');

    await page.getByLabel('Password').fill('groceries');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);

    await page.getByRole('link', { name: 'My Account' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText('Welcome back, Avery.')).toBeVisible();
    await expectAccessible();
  });

  test('signing out ends the session: account pages ask to sign in again', async ({ page, signIn }) => {
    await signIn('morgan@aisle.test');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/update');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('an expired access token is refreshed without the shopper noticing', async ({ page, signIn, server }) => {
    await signIn('avery@aisle.test');
    await server.testRoute('POST', 'sessions/expire', { email: 'avery@aisle.test' });
    await page.reload();
    await expect(page.getByText('Welcome back, Avery.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
  });

  test('a refresh the service cannot answer keeps the shopper signed in', async ({
    page,
    signIn,
    server,
    injectFault,
  }) => {
    await signIn('avery@aisle.test');
    await expect(page.getByText('Welcome back, Avery.')).toBeVisible();
    await server.testRoute('POST', 'sessions/expire', { email: 'avery@aisle.test' });
    await injectFault({
      method: 'POST',
      path: '/auth/v1/token/refresh',
      status: 503,
      code: 'SERVICE_DOWN',
      reason: 'injected',
    });
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/auth/v1/token/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(503);
    // No verdict on the session: the shopper stays on the page, signed in.
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/dashboard$/);

    // Once the service answers again, the same session is renewed.
    await server.testRoute('DELETE', 'faults');
    await page.reload();
    await expect(page.getByText('Welcome back, Avery.')).toBeVisible();
  });
});
