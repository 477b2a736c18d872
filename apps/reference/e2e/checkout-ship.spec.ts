import type { ActiveModality } from '@aisle/contracts/scheduling';
import { expect, test } from './fixtures';
import { groceries, payingWith, placeOrderByKeyboard } from './checkoutHelpers';
import { averyDelivery } from './shopping';
import { morgan } from './walletHelpers';

// A ship order (checkout spec §3, §9: the modalities Pickup, Delivery and Ship), from the cart to
// Purchase History by keyboard. No spec shows ship's scheduling: the storefront's ship step shows
// the one shipping window and holds it, as a pickup or delivery time is held.

/** Ship to 1014 Vine St, packed by Over-the-Rhine, as the selector sets it. */
const shipToVine: ActiveModality = {
  ...averyDelivery,
  id: 'SHIP-kroger',
  modalityType: 'SHIP',
};

test.use({ shopping: { cart: groceries, activeModality: shipToVine } });

test('a shopper ships an order: the ship step, the payment step, order complete and Purchase History', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn(morgan, '/cart');
  await page.getByRole('button', { name: 'Check Out' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/scheduling\?fulfillmentType=SHIP$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ship Your Order' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Shipping Details' });
  await expect(details.getByText('As soon as 1-3 days')).toBeVisible();
  await expect(details.getByText(/1014 Vine St, Apt 5C/)).toBeVisible();
  await expect(details.getByText('5 items')).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Continue to Payment' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\?orderId=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
  const order = page.getByRole('region', { name: 'Order Details' });
  await expect(order.getByText('As soon as 1-3 days')).toBeVisible();
  await expect(order.getByText('Shipping Address', { exact: true })).toBeVisible();
  await expect(order.getByRole('link', { name: 'Change Time' })).toHaveCount(0);
  // Nothing for a driver: no notes, no tip.
  await expect(page.getByRole('region', { name: /Instructions/ })).toHaveCount(0);
  await expect(page.getByText('Select Tip Amount')).toHaveCount(0);
  await expect(
    payingWith(page)
      .getByText(/American Express/)
      .first(),
  ).toBeVisible();
  await expectAccessible();

  await placeOrderByKeyboard(page);
  await expect(page).toHaveURL(new RegExp(`/checkout/clicklist/${orderId}/complete$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your ship order has been placed!' }),
  ).toBeVisible();
  await expect(
    page.getByText("We'll e-mail you when your order ships, with a link to follow it to your door."),
  ).toBeVisible();
  await expectAccessible();

  await page.goto('/mypurchases');
  const placed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ship order' }) });
  await expect(placed).toHaveCount(1);
  await expect(placed.getByText('As soon as 1-3 days')).toBeVisible();
});

test('the ship step sends a shopper who has not signed in to sign in, and back', async ({ page }) => {
  await page.goto('/scheduling?fulfillmentType=SHIP');
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Fscheduling%3FfulfillmentType%3DSHIP$/);
});

test.describe('a ship choice kept from before ship orders named a store', () => {
  test.use({
    shopping: {
      cart: groceries,
      activeModality: { ...shipToVine, destination: { address: shipToVine.destination.address } },
    },
  });

  test('Check Out asks for the way of shopping again, rather than a step that cannot ship', async ({
    page,
    signIn,
  }) => {
    await signIn(morgan, '/cart');
    await page.getByRole('button', { name: 'Check Out' }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Change Store' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
