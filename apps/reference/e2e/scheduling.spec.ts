import { expect, password, test } from './fixtures';

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

  // The draft order, read back from the service.
  await expect(page).toHaveURL(/\/checkout\?orderId=[0-9a-f-]{36}&nc=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInViewport();
  await expect(
    page.getByText(/Your pickup order of 3 items is saved for \w{3}, \w{3} \d+, \d+:\d\d [AP]M – /),
  ).toBeVisible();
  await expectAccessible();
});
