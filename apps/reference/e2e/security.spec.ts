import { expect, test } from './fixtures';
import { avery } from './walletHelpers';

/** An origin of no one we know, that would like to frame the storefront. */
const otherOrigin = 'http://framer.test';

test('the wallet page comes with its security policy and headers, the secure fields its only frames', async ({
  page,
  signIn,
}) => {
  await signIn(avery, '/account/dashboard');
  const response = await page.goto('/mywallet');
  const headers = response?.headers() ?? {};
  const secureFieldsOrigin = await page.locator('meta[name="aisle-secure-fields-origin"]').getAttribute('content');
  expect(headers['content-security-policy']).toContain(`frame-src ${secureFieldsOrigin}`);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  // The shopper's cards are in it: theirs alone, and kept nowhere.
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('another origin framing the wallet page gets nothing: the browser refuses the frame', async ({ page, server }) => {
  await page.route(`${otherOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe title="shop" src="${server.url}/mywallet"></iframe>` }),
  );
  await page.goto(`${otherOrigin}/`);
  // Chromium puts its error page in a refused frame; the storefront never loads there.
  const framed = () =>
    page
      .frames()
      .find((frame) => frame !== page.mainFrame())
      ?.url() ?? '';
  await expect.poll(framed).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
});

test('an inline style applies only with the page’s nonce', async ({ page, policyViolations }) => {
  policyViolations.allow(/style-src/);
  await page.goto('/');
  const applied = (withNonce: boolean) =>
    page.evaluate((useNonce) => {
      const probe = document.createElement('div');
      probe.id = `probe-${String(useNonce)}`;
      document.body.append(probe);
      const style = document.createElement('style');
      const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
      if (useNonce && nonce) style.nonce = nonce;
      style.textContent = `#${probe.id} { outline-style: dotted; }`;
      document.head.append(style);
      return getComputedStyle(probe).outlineStyle === 'dotted';
    }, withNonce);
  expect(await applied(false)).toBe(false);
  expect(await applied(true)).toBe(true);
});

test('the scripts and stylesheets of a page arrive compressed and cached for a year', async ({ page }) => {
  const assets: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && /\.(js|css)$/.test(response.url())) {
      const headers = response.headers();
      assets.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    }
  });
  // The cart: besides the app's one script, its own and those it shares with other pages.
  await page.goto('/cart');
  // The page shows before its scripts are asked for (they start at its first paint).
  await expect.poll(() => assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    expect(asset.cache).toBe('public, max-age=31536000, immutable');
    // The build keeps no compressed copy of a file compression would not shrink (a 40-byte chunk).
    const { length } = await (await page.request.get(asset.url, { headers: { 'accept-encoding': 'identity' } })).body();
    if (length > 1024) expect(asset).toMatchObject({ encoding: 'br' });
  }
});
