import { accountRoutes, accountMessages } from '@aisle/account';
import { checkoutRoutes } from '@aisle/checkout';
import { schedulingRoutes } from '@aisle/scheduling';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'regexparam';
import { pageTable } from './pageTable';
import { infoPages } from './pages/info/infoMessages';

const src = import.meta.dirname;

/** The page a path opens, as the router matches it. */
const pageEntryOf = (pathname: string) => pageTable.find(({ path }) => parse(path).pattern.test(pathname));

describe('the page table', () => {
  it('lists every page route of the account package, at its reference path', () => {
    const paths = new Set(pageTable.map((entry) => entry.path));
    for (const [name, route] of Object.entries(accountRoutes)) {
      const expected = typeof route === 'function' ? route(':addressId') : route;
      expect(paths.has(decodeURIComponent(expected)), `${name}: ${expected}`).toBe(true);
    }
  });

  it('has the scheduling package’s pages at their reference paths: the scheduling step, Start My Cart, the checkout', () => {
    const paths = new Set(pageTable.map((entry) => entry.path));
    for (const href of [schedulingRoutes.scheduling, schedulingRoutes.startMyCart, schedulingRoutes.checkout('1')]) {
      expect(paths.has(new URL(href, 'http://storefront').pathname), href).toBe(true);
    }
  });

  it('has the checkout package’s pages at their reference paths', () => {
    // ':name' segments match any one segment, as the router's patterns do.
    const patterns = pageTable.map((entry) => new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}$`));
    for (const href of [
      checkoutRoutes.checkout('1'),
      checkoutRoutes.orderComplete('1', true),
      checkoutRoutes.paymentError(true),
      checkoutRoutes.modifyOrder('1'),
      checkoutRoutes.purchases,
      checkoutRoutes.pendingPurchase('1'),
    ]) {
      const { pathname } = new URL(href, 'http://storefront');
      expect(
        patterns.some((pattern) => pattern.test(pathname)),
        href,
      ).toBe(true);
    }
  });

  it('has a page for every help and policy page the checkout’s frame links to, none a dead end', () => {
    const { priceFaq, snapEbtFaq, privacyPolicy, accessibility } = checkoutRoutes;
    for (const href of [priceFaq, snapEbtFaq, privacyPolicy, accessibility, schedulingRoutes.privacyPolicy]) {
      expect(pageEntryOf(href)?.module, href).toBe('pages/info/InfoPage.tsx');
      expect(infoPages, href).toHaveProperty([href.replace(/^\/i\//, '')]);
    }
  });

  it('frames the scheduling and payment steps with the checkout’s layout, and no other page', () => {
    const framed = pageTable.filter((entry) => entry.frame === 'checkout').map((entry) => entry.path);
    // The shell matches them as plain paths.
    expect(framed).toEqual(['/scheduling', '/checkout']);
    expect(pageEntryOf('/checkout/clicklist/1/complete')?.frame).toBeUndefined();
  });

  it.each(pageTable.map((entry) => [entry.path, entry] as const))(
    '%s: its module exists and exports the component named as the file',
    (_, entry) => {
      const file = path.join(src, entry.module);
      expect(existsSync(file)).toBe(true);
      const name = path.basename(entry.module, '.tsx');
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`export function ${name}\\b`));
    },
  );

  it('names placeholder titles that are account messages', () => {
    for (const { placeholder } of pageTable) {
      if (placeholder) expect(accountMessages).toHaveProperty(placeholder);
    }
  });
});
