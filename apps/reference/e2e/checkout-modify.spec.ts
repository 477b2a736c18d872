import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { groceries, placeOrderByKeyboard, reachPayment, untilPaymentsSaved } from './checkoutHelpers';
import { overTheRhinePickup } from './shopping';
import { morgan } from './walletHelpers';

// Issue 17's modify journeys: a placed order, changed from Purchase History through the modify
// cart and the modify-order checkout, and one the store has started on.

test.use({ shopping: { cart: groceries, activeModality: overTheRhinePickup } });

type SignIn = (email: string, to?: string) => Promise<void>;

/** Morgan pays for the groceries with her Amex: the order's id, on its order-complete page. */
async function placeOrder(page: Page, signIn: SignIn): Promise<string> {
  const orderId = await reachPayment(page, signIn, morgan);
  await untilPaymentsSaved(page);
  await placeOrderByKeyboard(page);
  await expect(page).toHaveURL(new RegExp(`/checkout/clicklist/${orderId}/complete$`));
  return orderId;
}

test('a shopper modifies a placed order from Purchase History', async ({ page, signIn, expectAccessible }) => {
  const orderId = await placeOrder(page, signIn);

  await page.goto('/mypurchases');
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pickup order' }) });
  await order.getByRole('link', { name: 'Modify Order' }).press('Enter');
  await expect(page).toHaveURL(`/cart/modify?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modify Your Order' })).toBeVisible();
  // One more bottle of milk, by keyboard.
  const milk = page.getByRole('group', { name: 'Quantity of Whole Milk' });
  await expect(milk.getByRole('status')).toHaveText('2');
  await milk.getByRole('button', { name: 'One more Whole Milk' }).press('Enter');
  await expect(milk.getByRole('status')).toHaveText('3');
  await expectAccessible();
  await page.getByRole('button', { name: 'Continue to Checkout' }).press('Enter');

  await expect(page).toHaveURL(`/checkout?orderId=${orderId}&im=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Order Information' })).toBeVisible();
  await expectAccessible();
  const submit = page.getByRole('button', { name: 'Submit Modified Order' });
  await submit.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/checkout/clicklist/${orderId}/complete?im=true`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('pickup order has been updated');
  await expect(page.getByText('New Estimated Total')).toBeVisible();
  await expectAccessible();

  // The modify cart is done with: the order's page shows three bottles of milk now.
  await page.goto(`/mypurchases/pending/${orderId}`);
  const items = page.getByRole('button', { name: '6 Item(s) in Your Order' });
  await items.press('Enter');
  await expect(items).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Whole Milk').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Whole Milk' }).getByText('Qty 3')).toBeVisible();
});

test('an order the store has started on can no longer be modified', async ({ page, signIn, server }) => {
  const orderId = await placeOrder(page, signIn);
  // No modify cart in this browser yet: the modify checkout sends the shopper to make one (§2).
  await page.goto(`/checkout?orderId=${orderId}&im=true`);
  await expect(page).toHaveURL(`/cart/modify?orderId=${orderId}`);
  await server.testRoute('POST', `checkouts/${orderId}/preparing`);

  await page.goto('/mypurchases');
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pickup order' }) });
  await expect(order.getByRole('link', { name: 'View order' })).toBeVisible();
  await expect(order.getByRole('link', { name: 'Modify Order' })).toHaveCount(0);
  // Straight to the modify cart anyway: the spec's words, and no way on.
  await page.goto(`/cart/modify?orderId=${orderId}`);
  await expect(
    page.getByText("We're working on your order now! Since it will be ready soon, you can no longer make changes."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Checkout' })).toHaveCount(0);
});
