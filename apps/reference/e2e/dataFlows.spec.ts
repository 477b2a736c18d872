import { analyticsPaths, type AnalyticsBatch, type AnalyticsBatchEvent } from '@aisle/contracts';
import { membershipPaths } from '@aisle/contracts/account';
import type { APIRequestContext, Request, Response } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 16: the storefront's analytics and the shopper's membership flow from and to the API.

const avery = 'avery@aisle.test';
const morgan = 'morgan@aisle.test';
const addressPath = '/atlas/v1/customer-profile/v1/addresses';

const isAnalytics = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === analyticsPaths.events;

const isEnrolment = (response: Response) => new URL(response.url()).pathname === membershipPaths.enrolment;

/** What the server holds, through the test mode's only reader of it. */
async function receivedEvents(request: APIRequestContext): Promise<AnalyticsBatchEvent[]> {
  const answer = await request.get('/__test/analytics');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { events: { event: AnalyticsBatchEvent }[] } };
  return data.events.map(({ event }) => event);
}

test('a call that fails reaches the analytics as its failed-call event: category, path without the id, no body', async ({
  page,
  request,
  signIn,
  injectFault,
}) => {
  await signIn(avery, '/account/addresses?addressBook=v2');
  await injectFault({
    method: 'DELETE',
    path: `${addressPath}/:addressId`,
    status: 503,
    code: 'SERVICE_DOWN',
    reason: 'injected',
  });
  await page.getByRole('button', { name: 'Edit' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete Address' }).click();

  const deletion = page.waitForRequest((sent) => sent.method() === 'DELETE');
  const analytics = page.waitForRequest(isAnalytics);
  await dialog.getByRole('button', { name: 'Delete Address' }).click();
  const addressId = new URL((await deletion).url()).pathname.split('/').at(-1) ?? '';
  expect(addressId).toMatch(/^[0-9a-f-]{36}$/);

  // Sent on its own after a short idle, as JSON, with the cookies and token of nobody.
  const sent = await analytics;
  expect(sent.headers()['content-type']).toBe('application/json');
  const headers = await sent.allHeaders();
  expect(headers.authorization).toBeUndefined();
  expect(headers.cookie).toBeUndefined();
  const { events } = sent.postDataJSON() as AnalyticsBatch;
  const failed = events.find((event) => event.type === 'service-call-failed');
  expect(failed).toMatchObject({
    method: 'DELETE',
    path: `${addressPath}/{id}`,
    status: 503,
    code: 'SERVICE_DOWN',
    category: 'critical-service-error',
    offline: false,
    attempts: 1,
  });
  expect(Object.keys(failed ?? {})).not.toContain('body');
  // Neither the address nor whose it is: the id is normalised away, the request's body never taken.
  expect(sent.postData()).not.toContain(addressId);
  expect(sent.postData()).not.toMatch(/avery|Vine St|Cincinnati|Bearer/i);

  // The page still tells the shopper; the server kept the event as it came.
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await receivedEvents(request)).toContainEqual(failed);
});

test('Avery, a Boost member, finds her plan through the account navigation', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  const enrolment = page.waitForResponse(isEnrolment);
  await signIn(avery);
  expect((await enrolment).status()).toBe(200);

  const navigation = page.getByRole('navigation', { name: 'My Account' });
  const boost = navigation.getByRole('link', { name: 'Boost' });
  await expect(boost).toBeVisible();
  // After Points Summary, before the banner's Community Rewards (account spec §2's order).
  await expect(navigation.getByRole('link')).toHaveText([
    'My Account',
    'Profile',
    'Address Book',
    'Preferences',
    'Purchase History',
    'Wallet',
    'Points Summary',
    'Boost',
    'Community Rewards',
  ]);

  await boost.click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boost');
  await expect(boost).toHaveAttribute('aria-current', 'page');
  const plan = page.getByRole('region', { name: 'Your plan' });
  // Seeded 200 days into her first year: it renews on the anniversary, in the plan text's 'MMMM DD, YYYY'.
  const renewal = new Date(Date.now() + 165 * 24 * 60 * 60 * 1000);
  const renewalText = `${renewal.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${String(
    renewal.getUTCDate(),
  ).padStart(2, '0')}, ${renewal.getUTCFullYear()}`;
  await expect(plan.getByRole('term')).toHaveText([
    'Plan',
    'Status',
    'Delivery',
    'Membership period',
    'Price',
    'Renews on',
  ]);
  // Boost is a 99 plan: same-day (scheduling spec MEMB-07).
  await expect(plan.getByRole('definition')).toHaveText([
    'Boost',
    'Active',
    'Same-day delivery',
    'One year',
    '$99.00',
    renewalText,
  ]);
  await expectAccessible();

  // Opened directly, the server renders it with her plan already in it.
  const html = await (await page.request.get('/membership', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(renewalText);
});

test('Morgan, without a membership, has no Boost entry, and the page opened directly says so', async ({
  page,
  signIn,
}) => {
  const enrolment = page.waitForResponse(isEnrolment);
  await signIn(morgan);
  // Her answer is in: the entry is missing because she has no membership, not because it is not known yet.
  expect(await (await enrolment).json()).toEqual({ data: { enrolment: null } });
  const navigation = page.getByRole('navigation', { name: 'My Account' });
  await expect(navigation.getByRole('link', { name: 'Points Summary' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Boost' })).toHaveCount(0);

  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boost');
  await expect(page.getByText('You do not have a Boost membership.')).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Boost' })).toHaveCount(0);
});
