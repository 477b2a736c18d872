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

  test('a call refused with a 403 sends the shopper to sign in, without saying the session ended', async ({
    page,
    signIn,
    injectFault,
  }) => {
    await signIn('avery@aisle.test', '/cart');
    await injectFault({
      method: 'GET',
      path: '/atlas/v1/customer-profile/v1/profile',
      status: 403,
      code: 'FORBIDDEN',
      times: 1,
    });
    await page.getByRole('link', { name: 'My Account' }).first().click();
    await expect(page).toHaveURL(/\/signin\?returnTo=%2Faccount%2Fdashboard&reason=forbidden$/);
    await expect(page.getByText('Please sign in again to continue.')).toBeVisible();
    await expect(page.getByText('Your session has ended. Please sign in again.')).toHaveCount(0);
  });

  test('signing out ends the session: account pages ask to sign in again', async ({ page, signIn }) => {
    await signIn('morgan@aisle.test');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/update');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('an access token that expires mid-visit is refreshed without the shopper noticing', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('avery@aisle.test', '/account/addresses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const calls: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/atlas/') || pathname.startsWith('/auth/'))
        calls.push(`${pathname} ${response.status()}`);
    });
    await server.testRoute('POST', 'sessions/expire', { email: 'avery@aisle.test' });
    // Within the page (no reload): the token in memory is the expired one.
    await page.getByRole('link', { name: 'My Account' }).first().click();
    await expect(page.getByText('Welcome back, Avery.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    expect(calls).toEqual(
      expect.arrayContaining([
        '/atlas/v1/customer-profile/v1/profile 401',
        '/auth/v1/token/refresh 200',
        '/atlas/v1/customer-profile/v1/profile 200',
      ]),
    );
  });

  test('a reload stays signed in through the refresh cookie; no token is in web storage', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('avery@aisle.test');
    await server.testRoute('POST', 'sessions/expire', { email: 'avery@aisle.test' });
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/auth/v1/token/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByText('Welcome back, Avery.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/dashboard$/);

    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((area) =>
        [...Array(area.length).keys()].map((index) => area.getItem(area.key(index) ?? '') ?? ''),
      ),
    );
    // Only the e-mail: an access or refresh token is 43 base64url characters.
    expect(stored.filter((value) => /[A-Za-z0-9_-]{43}/.test(value))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toContain('aisle_refresh');
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name === 'aisle_refresh')).toEqual([
      expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/auth/v1' }),
    ]);
  });

  test('after too many wrong passwords, the page says how long to wait and keeps the e-mail', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/signin');
    const email = page.getByRole('textbox', { name: 'Email Address' });
    await email.fill('morgan@aisle.test');
    await page.getByLabel('Password').fill('groceries');
    // Six wrong passwords in quick succession (five are free), then the right one from the page.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const wrong = await page.request.post('/auth/v1/sign-in', {
        data: { email: 'morgan@aisle.test', password: 'wrong' },
      });
      expect(wrong.status()).toBe(401);
    }
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Too many attempts to sign in. Please wait 1 second and try again.')).toBeVisible();
    await expect(email).toHaveValue('morgan@aisle.test');
    await expect(page).toHaveURL(/\/signin/);
    await expectAccessible();
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
