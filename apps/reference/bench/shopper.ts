import type { Page } from 'puppeteer-core';
import { demoCart, overTheRhinePickup, shoppingCookies } from '../e2e/shopping';
import { signedInHintCookie } from '../src/pageTable';

// A demo shopper of the reference API (its README's "Demo sign-ins"), seeded with three addresses.
const email = 'avery@aisle.test';
const password = 'groceries';

/**
 * Leaves the browser with nobody signed in: no refresh cookie and nothing in the origin's
 * localStorage. Lighthouse clears the HTTP cache before each run, but keeps both of these.
 */
export async function signOutEveryone(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/health`);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCookies');
  await cdp.detach();
  await page.evaluate(() => localStorage.clear());
}

/**
 * Signs the demo shopper in as the storefront does (src/session/session.ts), from the browser on
 * the storefront's origin: the API sets the HttpOnly refresh cookie, and localStorage remembers the
 * e-mail, which is what tells a page being loaded to renew the session through that cookie; the
 * signed-in hint cookie is set as the storefront sets it, as a returning shopper has it. A fresh
 * sign-in per visit, because each load rotates the cookie and a rotated-out one revokes the session.
 * Returns the access token.
 */
export async function signInShopper(page: Page, origin: string): Promise<string> {
  await signOutEveryone(page, origin);
  return page.evaluate(
    async (shopper, secret, hint) => {
      const response = await fetch('/auth/v1/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Refresh-Cookie': 'true' },
        body: JSON.stringify({ email: shopper, password: secret }),
      });
      if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
      localStorage.setItem('aisle.session', JSON.stringify({ email: shopper }));
      // What the storefront sets beside it (session.ts), which tells the server to preload the page.
      document.cookie = `${hint}=1; Path=/; SameSite=Lax`;
      return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
    },
    email,
    password,
    signedInHintCookie,
  );
}

/** One of the shopper's addresses, for the address editor's route. */
export async function shopperAddressId(origin: string, accessToken: string): Promise<string> {
  const response = await fetch(`${origin}/atlas/v1/customer-profile/v1/addresses`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`listing the shopper's addresses answered ${response.status}`);
  const { addresses } = (await response.json()) as { addresses: { id: string }[] };
  const first = addresses[0];
  if (!first) throw new Error(`${email} has no address to open in the editor.`);
  return first.id;
}

/** Puts the journeys' cart and way of shopping in the browser's cookies, as a shopper who chose them has. */
export async function startShopping(page: Page, origin: string): Promise<void> {
  const cdp = await page.createCDPSession();
  const cookies = shoppingCookies({ cart: demoCart, activeModality: overTheRhinePickup }, origin);
  await cdp.send('Network.setCookies', { cookies });
  await cdp.detach();
}

/** A draft checkout of the cart for the first pickup time, for the checkout's route. */
export async function shopperCheckoutId(origin: string, accessToken: string): Promise<string> {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const locationId = overTheRhinePickup.destination.locationId;
  const items = demoCart;
  const quotes = await call<{ days: { times: { quoteId: string; optionId: string; vendorId: string }[] }[] }>(
    '/atlas/v1/promising/v4/quotes',
    { modalityType: 'PICKUP', locationId, items },
  );
  const time = quotes.days.flatMap((day) => day.times)[0];
  if (!time) throw new Error('the store quotes no pickup time');
  const promise = await call<{ id: string; versionKey: string }>('/atlas/v1/promising/v4/promises', {
    modalityType: 'PICKUP',
    locationId,
    optionIds: [`${time.quoteId}:${time.optionId}`],
    items,
    vendorId: time.vendorId,
  });
  const checkout = await call<{ id: string }>('/atlas/v1/checkout/v2/checkouts', {
    modalityType: 'PICKUP',
    lineItems: items.map((cart) => ({ cart })),
    fulfillment: { promise: { id: promise.id, versionKey: promise.versionKey } },
  });
  return checkout.id;
}
