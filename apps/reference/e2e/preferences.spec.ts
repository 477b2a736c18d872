import { expect, test } from './fixtures';

const avery = 'avery@aisle.test';
const smsOptIn = '/atlas/v1/communications/v1/sms/opt-in';

test.describe('preferences', () => {
  test('email preferences are saved and still there after a reload', async ({ page, signIn, expectAccessible }) => {
    await signIn(avery, '/account/emailSubscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    const weeklyAd = page.getByRole('checkbox', { name: /Weekly Ad/ });
    const newsletter = page.getByRole('checkbox', { name: /Monthly Newsletter/ });
    await expect(weeklyAd).toBeChecked();
    await expect(newsletter).not.toBeChecked();
    await expect(page.getByText(/up to 3 business days/)).toBeVisible();
    await expectAccessible();

    await weeklyAd.uncheck();
    await newsletter.check();
    await page.getByRole('button', { name: 'Save Email Preferences' }).click();
    await expect(page.getByText('Your email preferences have been saved.')).toBeVisible();

    await page.reload();
    await expect(newsletter).toBeChecked();
    await expect(weeklyAd).not.toBeChecked();
  });

  test('an SMS preference is saved, and a failed update rolls back with its message', async ({
    page,
    signIn,
    injectFault,
  }) => {
    await signIn(avery, '/account/emailSubscriptions');
    const orderUpdates = page.getByRole('checkbox', { name: /Order Updates/ });
    await expect(orderUpdates).toBeChecked();

    await orderUpdates.uncheck();
    await expect(page.getByText('Your Order Updates preference has been updated.')).toBeAttached();
    await page.reload();
    await expect(orderUpdates).not.toBeChecked();

    await injectFault({ method: 'POST', path: smsOptIn, status: 503, code: 'SERVICE_DOWN', reason: 'injected' });
    // A click, not check(): the refusal can roll the box back before check() reads it again.
    await orderUpdates.click();
    await expect(
      page.getByText('Your preference cannot be updated at this time. Please try again later.'),
    ).toBeVisible();
    await expect(orderUpdates).not.toBeChecked();
  });

  test('promotional texts wait for the phone: the shopper is told to check it', async ({ page, signIn }) => {
    await signIn(avery, '/account/emailSubscriptions');
    const promotional = page
      .getByRole('region', { name: 'Text Message Preferences' })
      .getByRole('checkbox', { name: /Specials & Promotions/ });
    // A click, not check(): the service answers "not yet" until the phone confirms, so the box
    // ends unticked with the warning.
    await promotional.click();
    await expect(
      page.getByText('Please check your phone for further instructions in order to save this preference.'),
    ).toBeVisible();
    await expect(promotional).not.toBeChecked();
  });

  test('an anonymous visitor edits email preferences through the token of an e-mail link', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/account/emailSubscriptions?token=demo-email-token-avery');
    await expect(page).toHaveURL(/token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    const newsletter = page.getByRole('checkbox', { name: /Monthly Newsletter/ });
    await expect(newsletter).not.toBeChecked();
    // Nothing that needs signing in is offered.
    await expect(page.getByRole('checkbox', { name: /Order Updates/ })).toHaveCount(0);
    await expectAccessible();

    await newsletter.check();
    await page.getByRole('button', { name: 'Save Email Preferences' }).click();
    await expect(page.getByText('Your email preferences have been saved.')).toBeVisible();
    await page.reload();
    await expect(newsletter).toBeChecked();
  });

  test('with the newer implementation on, the link’s token is traded for the encrypted e-mail, sent in a header, never in a URL', async ({
    page,
  }) => {
    const urls: string[] = [];
    const encryptedHeaders: string[] = [];
    page.on('request', (request) => {
      urls.push(request.url());
      const header = request.headers()['x-encrypted-email'];
      if (header) encryptedHeaders.push(header);
    });
    await page.goto('/account/emailSubscriptions?token=demo-email-token-morgan&emailPreferences=v2');
    const newsletter = page.getByRole('checkbox', { name: /Monthly Newsletter/ });
    await expect(newsletter).toBeVisible();
    await newsletter.click();
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/communications/v2/email-preferences'),
    );
    await page.getByRole('button', { name: 'Save Email Preferences' }).click();
    await saved;
    await expect(page.getByText('Your email preferences have been saved.')).toBeVisible();
    expect(encryptedHeaders.length).toBeGreaterThan(0);
    for (const url of urls) for (const encrypted of encryptedHeaders) expect(url).not.toContain(encrypted);
    expect(urls.some((url) => url.includes('/communications/v1/'))).toBe(false);
  });

  test('signed in with the newer implementation on, the preferences go through v2', async ({ page, signIn }) => {
    await signIn('avery@aisle.test');
    const v2Read = page.waitForRequest(
      (request) => request.method() === 'GET' && request.url().includes('/communications/v2/email-preferences'),
    );
    await page.goto('/account/emailSubscriptions?emailPreferences=v2');
    await v2Read;
    await expect(page.getByRole('checkbox', { name: /Monthly Newsletter/ })).toBeVisible();
  });

  test('an anonymous visitor without a token is asked to sign in', async ({ page }) => {
    await page.goto('/account/emailSubscriptions');
    await expect(page).toHaveURL(/\/signin\?returnTo=/);
  });
});
