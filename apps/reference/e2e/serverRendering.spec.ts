import type { Page } from '@playwright/test';
import { pageTable, signedInHintCookie } from '../src/pageTable';
import { expect, test, untilHydrated } from './fixtures';
import { demoCart, overTheRhinePickup, shoppingCookies } from './shopping';

// Every path of the page table, as a visitor and as a returning shopper (the server sees only the
// signed-in hint): each page goes out rendered, whichever the server was asked for.
const paths = ['/', '/nowhere', ...pageTable.map(({ path }) => path.replace(':addressId', 'an-address'))];

test('every page the server sends holds its render: the header, the page, the footer', async ({ page }) => {
  for (const signedIn of [false, true]) {
    for (const path of paths) {
      const headers = { accept: 'text/html', ...(signedIn ? { cookie: `${signedInHintCookie}=1` } : {}) };
      const html = await (await page.request.get(path, { headers })).text();
      // The root, the answers it was rendered with if any, then the page's one script, which starts
      // the app after the first paint.
      const root =
        /<div id="root"[^>]*>(.*)<\/div>\s*(?:<script type="application\/json"[^>]*>.*?<\/script>\s*)?<script nonce="[^"]+">[^<]*<\/script>\s*<\/body>/s.exec(
          html,
        )?.[1] ?? '';
      expect(root, `${path}${signedIn ? ' with the hint' : ''}`).toMatch(/<header[^>]*>.*<main[^>]*>.*<footer/s);
    }
  }
});

test('with scripts off, a visitor still sees the cart with its items and prices, the way of shopping, and the sign-in form', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies(shoppingCookies({ cart: demoCart, activeModality: overTheRhinePickup }, baseURL ?? ''));
  const page = await context.newPage();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Items in your cart' })).toBeVisible();
  // The cart and the way of shopping are cookies: the server renders with them, the catalogue's prices read in-process.
  const items = page.getByRole('table', { name: 'Items in your cart' });
  await expect(items.getByRole('row', { name: /Red Table Wine.*\$9\.99/ })).toBeVisible();
  await expect(page.getByText('$22.96')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change how you shop: Pickup · 1420 Vine St' })).toBeVisible();
  await page.goto('/signin');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toBeVisible();
  await context.close();
});

/**
 * Notes the header and the h1 as the server sent them, before any script of the page runs, so the
 * journey can tell whether React adopted those elements (hydrated) or threw them away.
 */
async function noteServedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        served: [document.querySelector('header'), document.querySelector('main h1')],
      });
    });
  });
}

const adopted = () =>
  (window as unknown as { served: (Element | null)[] }).served.every(
    (element) => element?.isConnected && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
  );

test('the browser takes over the page the server rendered without rendering it again', async ({ page, signIn }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await noteServedElements(page);
  for (const path of ['/', '/cart', '/signin']) {
    await page.goto(path);
    await page.waitForFunction(adopted);
  }
  await signIn('avery@aisle.test');
  for (const path of ['/account/dashboard', '/account/addresses', '/account/update', '/mywallet']) {
    await page.goto(path);
    await page.waitForFunction(adopted);
  }
  // The session the server could only guess (no e-mail) is the tab's once hydrated.
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveAttribute('title', /avery@aisle\.test/);
  expect(errors).toEqual([]);
});

/** Holds the app's entry back, as a slow phone's network would, until `release()`. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what a shopper types before the page has started is kept', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/signin', { waitUntil: 'domcontentloaded' });
  const email = page.getByRole('textbox', { name: 'Email Address' });
  await email.fill('avery@aisle.test');
  release();
  await untilHydrated(page);
  await expect(email).toHaveValue('avery@aisle.test');
  await page.getByLabel('Password').fill('groceries');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/account/dashboard');
});

test('a click on a button before the page has started is done once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Change how you shop: Choose how you shop' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'How are you shopping today?' })).toBeVisible();
});

test('a form sent before the page has started is sent once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/signin?returnTo=%2Faccount%2Fupdate', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Email Address' }).fill('avery@aisle.test');
  await page.getByLabel('Password').fill('groceries');
  await page.getByLabel('Password').press('Enter');
  // Held, not sent by the browser as a plain form: the page is still the sign-in page.
  expect(new URL(page.url()).pathname).toBe('/signin');
  release();
  await page.waitForURL((url) => url.pathname === '/account/update');
});

test('a signed-in shopper’s page arrives with their data, and the browser starts from it without asking again', async ({
  page,
  signIn,
}) => {
  await signIn('avery@aisle.test');
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/(accountmanagement|atlas|payment)\//.test(request.url())) {
      reads.push(new URL(request.url()).pathname);
    }
  });
  const release = await holdTheApp(page);
  await page.goto('/account/addresses', { waitUntil: 'domcontentloaded' });
  // Before any script of the page has run: the server's page, the shopper's addresses in it.
  await expect(page.getByText('1014 Vine St')).toBeVisible();
  release();
  await untilHydrated(page);
  await expect(page.getByText('1014 Vine St')).toBeVisible();
  // The page renews its token once it has started, which rotates the one in the page cookie: a
  // page asked for while that renewal is under way goes with the old token, renders without the
  // shopper's data and lets the browser read it (slower, never wrong). Not the case tested here.
  await page.waitForLoadState('networkidle');
  await page.goto('/mywallet', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();
  await untilHydrated(page);
  expect(reads.filter((path) => path.endsWith('/addresses') || path.endsWith('/wallet'))).toEqual([]);
});

test('signed out, the page cookie goes with the session: no page arrives with the shopper’s data', async ({
  page,
  signIn,
}) => {
  await signIn('avery@aisle.test');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.map(({ name }) => name)).not.toContain('aisle_page');
  const html = await (
    await page.request.get('/mywallet', { headers: { accept: 'text/html', cookie: `${signedInHintCookie}=1` } })
  ).text();
  expect(html).not.toContain('aisle-service-data');
  expect(html).not.toContain('1111');
});
