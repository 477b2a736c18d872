import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ReferenceServer } from './referenceServer';
import { demoCart, shoppingCookies, type ShoppingState } from './shopping';

export const password = 'groceries';

interface Fault {
  method: string;
  path: string;
  status?: number;
  code?: string;
  reason?: string;
  delayMs?: number;
  times?: number;
}

interface JourneyFixtures {
  freshData: void;
  /** The cart and way of shopping the journey starts with: the demo cart, no way of shopping, unless `test.use`d. */
  shopping: ShoppingState;
  seededShopping: void;
  /**
   * Fails the journey on any Content-Security-Policy violation, in the page or its frames, but
   * those a journey expects and names with `allow(pattern)`.
   */
  policyViolations: { allow(pattern: RegExp): void };
  /**
   * Fails the journey when a page the server rendered does not hydrate as it was sent: React then
   * throws the server's markup away (and says so as an error of the page), and the shopper sees the
   * page drawn twice.
   */
  hydrationMismatches: void;
  /** Signs a demo shopper in through the sign-in page and lands on `to`. */
  signIn(email: string, to?: string): Promise<void>;
  /** Fails axe on any WCAG 2.2 AA violation of the page as it is now. */
  expectAccessible(page?: Page): Promise<void>;
  /** Makes a route of the server answer with an error (test mode only). */
  injectFault(fault: Fault): Promise<void>;
}

export const test = base.extend<JourneyFixtures, { server: ReferenceServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await ReferenceServer.start();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // Every journey starts from the seeded demo data, with no fault left over.
  freshData: [
    async ({ server }, use) => {
      await server.testRoute('DELETE', 'faults');
      await server.testRoute('POST', 'reset');
      await use();
    },
    { auto: true },
  ],
  shopping: [{ cart: demoCart, activeModality: null }, { option: true }],
  seededShopping: [
    async ({ context, baseURL, shopping }, use) => {
      await context.addCookies(shoppingCookies(shopping, baseURL ?? ''));
      await use();
    },
    { auto: true },
  ],
  policyViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const allowed: RegExp[] = [];
      // Every frame reports its own violations as events; Chromium also logs each to the console.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('console', (message) => {
        if (/CSP violation|Content Security Policy/.test(message.text())) violations.push(message.text());
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(violations.filter((text) => !allowed.some((pattern) => pattern.test(text)))).toEqual([]);
    },
    { auto: true },
  ],
  hydrationMismatches: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      // React's production messages for a mismatch (#418, #423, #425) and its development wording.
      const mismatch = /Minified React error #(418|423|425)\b|Hydration failed|didn't match the client/;
      page.on('pageerror', (error) => {
        if (mismatch.test(error.message)) mismatches.push(`${page.url()}: ${error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && mismatch.test(message.text())) {
          mismatches.push(`${page.url()}: ${message.text()}`);
        }
      });
      await use();
      expect(mismatches).toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use(async (email, to = '/account/dashboard') => {
      await page.goto(`/signin?returnTo=${encodeURIComponent(to)}`);
      await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === to.split('?')[0]);
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      await untilStill(target);
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        // Only the violations' details cross back to the test: the passes' cost a fifth of the run.
        .options({ resultTypes: ['violations'] })
        // axe.run in the page itself reaches its frames of the same origin. A page with a frame of
        // another origin (the hosted card and PIN fields) needs the partial runs, which finish in a
        // fresh blank page: two and a half times the work, so only where it is needed.
        .setLegacyMode(!hasForeignFrame(target))
        .analyze();
      expect(
        results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) })),
      ).toEqual([]);
    });
  },
  injectFault: async ({ server }, use) => {
    await use(async (fault) => {
      await server.testRoute('POST', 'faults', fault);
    });
  },
});

/** Whether the page shows a document of another origin, which only axe's partial runs can reach. */
function hasForeignFrame(page: Page): boolean {
  const { origin } = new URL(page.url());
  return page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
}

/**
 * Axe reads colours as they are painted: text in an overlay that is still fading in has too little
 * contrast for a moment. Waits until every finite animation and transition has ended (a spinner's
 * endless one never will), then two frames more.
 */
async function untilStill(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== 'running' || typeof end !== 'number' || !Number.isFinite(end);
    }),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/** Waits until React has adopted the element the server rendered (its fiber is on it). */
export async function untilHydrated(page: Page, selector = 'main h1') {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

export { expect };
