import { expect, test, untilHydrated } from './fixtures';

const fetched = (urls: string[], pattern: RegExp) => urls.filter((url) => pattern.test(new URL(url).pathname));

test('a banner’s page arrives themed: its theme is inside the page, not fetched after the script', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/cart?banner=harristeeter');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(fetched(urls, /\/assets\/(harristeeter|kroger)-[\w-]+\.(css|js)$/)).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-banner', 'harristeeter');
  await expect(page).toHaveTitle(/Harris Teeter/);
  // A reload without ?banner= keeps the banner the demo link chose.
  await page.goto('/signin');
  await expect(page.locator('html')).toHaveAttribute('data-banner', 'harristeeter');
});

test('a signed-out visit to the wallet goes to sign in without fetching the wallet’s code', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/mywallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/mywallet');
  expect(fetched(urls, /\/assets\/WalletRoutePage-/)).toEqual([]);
});

test('a signed-in page comes rendered, its code named in the page, fetched after the first paint', async ({
  page,
  signIn,
}) => {
  await signIn('avery@aisle.test', '/mywallet');
  const html = await (await page.request.get('/mywallet', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<h1[^>]*>My Wallet<\/h1>/);
  // Not a preload in the head: the one script of the page asks for it once the page has painted.
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/<script nonce="[^"]+">[^<]*"\/assets\/WalletRoutePage-[\w-]+\.js"/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
});

test('a page’s stylesheets come inside it; a page opened later fetches its own', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const cartStylesheet = /\/assets\/CartPage-[\w-]+\.css$/;
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const inlined = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href') ?? ''));
  expect(inlined.filter((href) => cartStylesheet.test(href))).toHaveLength(1);
  // Neither the browser nor the app's loader fetches what the page already holds.
  expect(fetched(urls, /\.css$/).filter((url) => inlined.includes(new URL(url).pathname))).toEqual([]);
  // The typefaces come after the first paint, in a stylesheet of their own.
  await expect.poll(() => fetched(urls, /\/assets\/fonts-[\w-]+\.css$/).length).toBe(1);

  urls.length = 0;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  expect(fetched(urls, cartStylesheet)).toHaveLength(1);
});

test('a page whose code does not arrive says so, tries once, and shows the page after Try Again', async ({
  page,
  expectAccessible,
}) => {
  const cartCode = /\/assets\/CartPage-[\w-]+\.js$/;
  let attempts = 0;
  await page.goto('/');
  // Hydrated first, as the journey below: a click before it is a full load of /cart, whose served
  // page the browser, without the page's code, cannot hydrate (React error 418, seen in CI).
  await untilHydrated(page);
  await page.route(cartCode, (route) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
  await expectAccessible();
  // One try (Vite's preload link, then the import), not a loop of them while the connection is down.
  expect(attempts).toBeLessThanOrEqual(2);
  const tried = attempts;
  await page.waitForTimeout(500);
  expect(attempts).toBe(tried);
  await page.unroute(cartCode);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page whose code did not arrive is fetched again when the shopper leaves and comes back', async ({ page }) => {
  const cartCode = /\/assets\/CartPage-[\w-]+\.js$/;
  await page.goto('/');
  // Hydrated first: a click while the home page's own code is still on its way is another journey
  // (serverRendering.spec.ts), and it raced this one on a busy machine.
  await untilHydrated(page);
  await page.route(cartCode, (route) => route.abort('internetdisconnected'));
  const cartLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' });
  await cartLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
  await page.getByRole('link', { name: /home$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toHaveCount(0);
  await page.unroute(cartCode);
  await cartLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
});
