import type { Locator, Page } from '@playwright/test';
import { expect, password, test } from './fixtures';
import { fillAddress } from './addressForm';
import { averyDelivery, continueWithFirstTime, demoCart, overTheRhinePickup } from './shopping';

// Issue 15's journeys: the product list, the cart, the shopping-method selector in the header and
// the scheduling step, on the reference API, by keyboard where a shopper would use it.

const avery = 'avery@aisle.test';

test.use({ shopping: { cart: [], activeModality: null } });

test('a shopper fills a cart, chooses pickup by ZIP code, signs in to schedule, and reserves a time', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/products/start-my-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Start My Cart' })).toBeVisible();
  // Add to Cart, then one more, by keyboard.
  await page.getByRole('button', { name: 'Add to Cart, Whole Milk' }).focus();
  await page.keyboard.press('Enter');
  const milk = page.getByRole('group', { name: 'Quantity of Whole Milk' });
  await milk.getByRole('button', { name: 'One more Whole Milk' }).press('Enter');
  await expect(milk.getByRole('status')).toHaveText('2');
  await page.getByRole('button', { name: 'Add to Cart, Bananas' }).press('Enter');
  await expect(page.getByText('3 items in cart · $8.96')).toBeVisible();
  await expectAccessible();

  await page.getByRole('link', { name: 'Go to Cart' }).press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  const table = page.getByRole('table', { name: 'Items in your cart' });
  await expect(table.getByRole('row', { name: /Whole Milk.*2.*\$6\.98/ })).toBeVisible();
  await expect(page.getByText('$8.96')).toBeVisible();

  // No way of shopping yet: Check Out asks for one, in the cart's selector, on its Pickup tab.
  await page.getByRole('button', { name: 'Check Out' }).press('Enter');
  const selector = page.getByRole('dialog', { name: 'Change Store' });
  await expect(selector.getByRole('tab', { name: 'Pickup', selected: true })).toBeVisible();
  await selector.getByRole('textbox', { name: 'ZIP Code' }).fill('45202');
  await page.keyboard.press('Enter');
  const stores = selector.getByRole('region', { name: 'Stores near 45202' });
  await expect(stores.getByRole('heading').first()).toBeVisible();
  await expectAccessible();
  await stores.getByRole('button', { name: 'Select Store Kroger Over-the-Rhine' }).press('Enter');
  await expect(selector).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change how you shop: Pickup · 1420 Vine St' })).toBeVisible();

  // Signed out: the scheduling step sends the shopper to sign in, and back.
  await page.getByRole('button', { name: 'Check Out' }).press('Enter');
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(avery);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/scheduling\?fulfillmentType=PICKUP$/);

  const times = page.getByRole('radiogroup', { name: /^Pickup times for/ });
  await expect(times.getByRole('radio').first()).toBeVisible();
  await expectAccessible();
  // The first time is chosen already; the shopper takes the next, by keyboard.
  await expect(times.getByRole('radio').first()).toBeChecked();
  await times.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(times.getByRole('radio').nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).press('Enter');

  // The draft order's payment step, read back from the service.
  await expect(page).toHaveURL(/\/checkout\?orderId=[0-9a-f-]{36}&nc=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeInViewport();
  await expect(page.getByText(/^\w{3}, \w{3} \d+, \d+:\d\d [AP]M – /)).toBeVisible();
  await expectAccessible();
});

test.describe('delivery', () => {
  test.use({ shopping: { cart: demoCart, activeModality: null } });

  test('a signed-in shopper chooses a saved address in the header, reserves a time, sees it held, and checks out with it', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery, '/cart');
    await page.getByRole('button', { name: 'Change how you shop: Choose how you shop' }).click();
    const selector = page.getByRole('dialog', { name: 'How are you shopping today?' });
    await selector.getByRole('tab', { name: 'Delivery' }).click();
    const addresses = selector.getByRole('radiogroup', { name: 'Saved addresses' });
    await expect(addresses.getByRole('radio', { name: '1014 Vine St, Apt 5C' })).toBeChecked();
    await expectAccessible();
    await selector.getByRole('button', { name: 'Use This Address' }).press('Enter');

    // The banner delivers from its fulfilment centre: on to its times, the first one chosen. The
    // shopper has a way of shopping now, and the selector says 'Change Store'.
    const changeStore = page.getByRole('dialog', { name: 'Change Store' });
    await expect(changeStore.getByText('Deliver to')).toBeVisible();
    const times = changeStore.getByRole('radiogroup', { name: /^Delivery times for/ });
    await expect(times.getByRole('radio').first()).toBeChecked();
    await expectAccessible();
    await changeStore.getByRole('button', { name: 'Reserve Your Time' }).press('Enter');
    await expect(changeStore).toBeHidden();
    const header = page.getByRole('button', { name: 'Change how you shop: Delivery · 1014 Vine St' });

    // Back to the times: the held one, until when (h:mm A), and 'Edit Reservation'.
    await header.click();
    await changeStore.getByRole('button', { name: 'Use This Address' }).press('Enter');
    await expect(changeStore.getByText(/^Your delivery time is reserved until \d{1,2}:\d\d [AP]M\.$/)).toBeVisible();
    await expect(changeStore.getByRole('button', { name: 'Edit Reservation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(changeStore).toBeHidden();

    // The held time is used without asking again (§4): after the age check the wine and beer
    // need, the checkout is made from it.
    await page.getByRole('button', { name: 'Check Out' }).click();
    const age = page.getByRole('dialog', { name: 'Age Verification Required' });
    await age.getByRole('textbox', { name: /Date of birth/ }).fill(`01/15/${new Date().getFullYear() - 30}`);
    await age.getByRole('checkbox').check();
    await age.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\?orderId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
    await expect(page.getByText('Delivery Time')).toBeVisible();
  });
});

/** What each time says beside its window: its cost and who delivers (its accessible description). */
const described = (times: Locator) =>
  times.getByRole('radio').evaluateAll((radios) =>
    radios.map((radio) =>
      (radio.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ),
  );

test.describe('delivery to a saved address', () => {
  test.use({ shopping: { cart: demoCart, activeModality: averyDelivery } });

  test('the delivery filters narrow the times, and Show Kroger Delivery keeps the banner’s own, its tip shown once', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery, '/scheduling?fulfillmentType=DELIVERY');
    // Tomorrow, whose times are all still to come: late in the day, today has only its express time.
    const tomorrow = page.getByRole('group', { name: 'Delivery day' }).getByRole('radio').nth(1);
    await tomorrow.check();
    const times = page.getByRole('radiogroup', { name: /^Delivery times for/ });
    await expect(times).not.toHaveAccessibleName(/Today/);
    await expect(times.getByRole('radio').first()).toBeVisible();
    const all = await times.getByRole('radio').count();
    await expectAccessible();

    // 'Under $5' is offered because some time costs less; it leaves only those.
    await page.getByRole('radio', { name: 'Under $5' }).check();
    await expect.poll(() => times.getByRole('radio').count()).toBeLessThan(all);
    for (const text of await described(times)) expect(text).toMatch(/\$[0-4]\.\d\d|Free/);

    // The banner's own delivery only, by keyboard; its tooltip once per shopper.
    const toggle = page.getByRole('switch', { name: 'Show Kroger Delivery' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect(
      page.getByText('Delivered by Kroger associates in refrigerated trucks. Freshness guaranteed.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    for (const text of await described(times)) expect(text).toContain('Kroger Delivery');
    // The way of shopping itself switched to the banner's own delivery (FILT-10), kept for the server too.
    await expect.poll(async () => modalityCookie(page)).toMatchObject({ deliveryService: 'ocado' });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show Kroger Delivery' })).toBeChecked();
    await expect(page.getByText('Delivered by Kroger associates in refrigerated trucks.')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show Kroger Delivery' }).press('Space');
    await expect.poll(async () => modalityCookie(page)).not.toHaveProperty('deliveryService');
  });
});

/** The way of shopping the storefront keeps in its cookie. */
async function modalityCookie(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'aisle-modality');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

test.describe('pickup at Over-the-Rhine', () => {
  test('a shopper switches to delivery with a new address the service corrects, confirms it, and goes on to its times', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery, '/cart');
    await page.getByRole('button', { name: 'Change how you shop: Pickup · 1420 Vine St' }).click();
    const selector = page.getByRole('dialog', { name: 'Change Store' });
    await selector.getByRole('tab', { name: 'Delivery' }).click();
    await selector.getByRole('button', { name: 'Add Address' }).click();
    await expect(selector.getByRole('heading', { name: 'Add Delivery Address' })).toBeVisible();
    await fillAddress(page, { street: '1200 vine street', city: 'Cincinnati', state: 'OH', postalCode: '45202' });
    await selector.getByRole('button', { name: 'Save and Continue' }).press('Enter');

    // The service corrects it: the suggestion is confirmed first.
    const check = page.getByRole('alertdialog', { name: 'Check Availability' });
    await expect(check.getByText('1200 Vine St')).toBeVisible();
    await expectAccessible();
    await check.getByRole('button', { name: 'Confirm Address' }).press('Enter');

    // Saved, eligible for delivery: the times follow, and the way of shopping is set.
    const times = selector.getByRole('radiogroup', { name: /^Delivery times for/ });
    await expect(times.getByRole('radio').first()).toBeChecked();
    await expect(selector.getByText('1200 Vine St, Cincinnati, OH 45202')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Change how you shop: Delivery · 1200 Vine St' })).toBeVisible();
  });

  // Roma Tomatoes are restricted at this store (the reference API rolls one item in ten per store).
  const romaTomatoes = { gtin13: '0000000004664', quantity: 2 };
  const bananas = { gtin13: '0000000004011', quantity: 1 };
  test.use({ shopping: { cart: [romaTomatoes, bananas], activeModality: overTheRhinePickup } });

  test('no shopping page scrolls sideways, from a 320 px phone to a 1280 px screen', async ({ page, signIn }) => {
    await signIn(avery, '/cart');
    for (const path of ['/products/start-my-cart', '/cart', '/scheduling?fulfillmentType=PICKUP']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of [320, 375, 768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('on the scheduling step, Change Store moves the pickup to another store, by keyboard', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery, '/scheduling?fulfillmentType=PICKUP');
    await expect(page.getByText('1420 Vine St, Cincinnati, OH 45202')).toBeVisible();
    await page.getByRole('button', { name: 'Change Store' }).press('Enter');
    const modal = page.getByRole('dialog', { name: 'Change Store' });
    // From checkout: no tabs, the stores near the current one at once (its ZIP code, §5).
    await expect(modal.getByRole('tab')).toHaveCount(0);
    await expect(modal.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('45202');
    await expect(modal.getByRole('region', { name: 'Stores near 45202' })).toBeVisible();
    await expectAccessible();
    await modal.getByRole('button', { name: 'Select Store Kroger Corryville' }).press('Enter');
    await expect(modal).toHaveCount(0);
    await expect(page.getByText('100 E Corry St, Cincinnati, OH 45219')).toBeVisible();
    await expect(
      page
        .getByRole('radiogroup', { name: /^Pickup times for/ })
        .getByRole('radio')
        .first(),
    ).toBeChecked();
    // The step's frame has no store header; back in the cart, the header shows the new store.
    await page.getByRole('navigation', { name: 'Checkout links' }).getByRole('link', { name: 'Cart' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Change how you shop: Pickup · 100 E Corry St' })).toBeVisible();
  });

  test('items the time cannot fulfil open the replacement drawer; a replacement chosen, Continue to Payment goes on', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery, '/scheduling?fulfillmentType=PICKUP');
    await continueWithFirstTime(page);

    const drawer = page.getByRole('dialog', { name: 'Items Are Unavailable' });
    const row = drawer.getByRole('list', { name: 'Unavailable items' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('This item is currently unavailable.')).toBeVisible();
    await expect(row.getByText('Qty 2')).toBeVisible();
    await expectAccessible();
    await row.getByRole('button', { name: 'Find Similar Items' }).press('Enter');
    const similar = page.getByRole('radiogroup', { name: 'Similar Items' });
    await expect(page.getByRole('heading', { name: 'Select a Replacement' })).toBeVisible();
    await similar.getByRole('radio', { name: 'Cherry Tomatoes' }).focus();
    await page.keyboard.press('Space');
    await expect(similar.getByRole('radio', { name: 'Cherry Tomatoes' })).toBeChecked();
    await page.getByRole('button', { name: 'Replace Item' }).press('Enter');

    const allSet = page.getByRole('dialog', { name: 'You’re All Set' });
    await expect(allSet.getByText('Replacing with Cherry Tomatoes')).toBeVisible();
    await expectAccessible();
    await allSet.getByRole('button', { name: 'Continue to Payment' }).press('Enter');
    // No second press: the scheduling step goes on to the promise and the draft order.
    await expect(page).toHaveURL(/\/checkout\?orderId=/);
  });

  test('a time taken meanwhile (a fault injected on reserving) opens Time Expired', async ({
    page,
    signIn,
    injectFault,
  }) => {
    await injectFault({
      method: 'POST',
      path: '/atlas/v1/promising/v4/promises',
      status: 409,
      code: 'TIMESLOT_UNAVAILABLE',
      times: 1,
    });
    await signIn(avery, '/scheduling?fulfillmentType=PICKUP');
    await continueWithFirstTime(page);
    await page
      .getByRole('dialog', { name: 'Items Are Unavailable' })
      .getByRole('button', { name: 'Continue to Payment' })
      .click();
    const expired = page.getByRole('dialog', { name: 'Time Expired' });
    await expect(expired).toBeVisible();
    await expect(page).toHaveURL(/\/scheduling\?/);
  });

  test('a held time that has run out opens Reservation Expired instead of checking out with it', async ({
    page,
    signIn,
  }) => {
    // The time the shopper reserved earlier, past its hold (5 minutes ago) but within the 30 minutes
    // the record is kept after it.
    await page.addInitScript(() => {
      localStorage.setItem(
        'aisle.promise',
        JSON.stringify({
          id: '00000000-0000-4000-9000-000000000042',
          modalityType: 'PICKUP',
          versionKey: '1',
          modalityGuid: 'PICKUP-01400352',
          expiration: { value: new Date(Date.now() - 5 * 60_000).toISOString() },
          selections: [],
        }),
      );
    });
    await signIn(avery, '/scheduling?fulfillmentType=PICKUP');
    await expect(page.getByRole('dialog', { name: 'Reservation Expired' })).toBeVisible();
  });
});

test.describe('the pickup store on the map', () => {
  test.use({ shopping: { cart: [{ gtin13: '0000000004011', quantity: 1 }], activeModality: overTheRhinePickup } });

  test('the scheduling step shows the pickup store on the reference API’s map, beside its line, never in the way', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery, '/scheduling?fulfillmentType=PICKUP');
    // The store's line, and its map beside it.
    await expect(page.getByText('Pick up at', { exact: true }).locator('..')).toHaveText(
      'Pick up at 1420 Vine St, Cincinnati, OH 45202',
    );
    // The store's address comes without coordinates: geocoded to the store's own point (§7), the
    // map drawn by the reference API on this origin at zoom 14 (§9), named by the address.
    const map = page.getByRole('img', { name: 'Map showing 1420 Vine St, Cincinnati, OH 45202' });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute(
      'src',
      '/atlas/v1/maps/v1/static?lat=39.1106&lng=-84.5153&zoom=14&width=320&height=160',
    );
    await expect
      .poll(() => map.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
    // Once the image is in, the pin stands on the store.
    await expect(map.locator('xpath=following-sibling::*[1]')).toHaveCSS('opacity', '1');
    // The times are there with it.
    const times = page.getByRole('radiogroup', { name: /^Pickup times for/ });
    await expect(times.getByRole('radio').first()).toBeChecked();

    // By keyboard the map is no stop: Tab goes from Change Store on to the page's next control.
    await page.getByRole('button', { name: 'Change Store' }).focus();
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const active = document.activeElement;
      return { onMap: Boolean(active?.closest('img, [role="img"]')), lost: !active || active === document.body };
    });
    expect(focus).toEqual({ onMap: false, lost: false });
    await expectAccessible();
  });
});
