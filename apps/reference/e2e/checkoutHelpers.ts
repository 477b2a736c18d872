// The checkout journeys' shared steps (checkout.spec.ts, checkout-payments.spec.ts): the carts, the
// way to the payment step, and reading the payment summary as the shopper sees it.
import { expect, type Locator, type Page } from '@playwright/test';
import type { ShoppingState } from './shopping';
import { continueWithFirstTime } from './shopping';
import { addBankCardInFlyout, flyout, openFlyout } from './walletHelpers';

/** Milk and bananas: nothing age-restricted, all SNAP-eligible; $12.92 at Over-the-Rhine. */
export const groceries: ShoppingState['cart'] = [
  { gtin13: '0001111041700', quantity: 2 }, // Whole Milk
  { gtin13: '0000000004011', quantity: 3 }, // Bananas
];

/**
 * A bigger shop: the groceries ($12.92, SNAP-eligible), three salmon fillets ($32.97, SNAP-eligible)
 * and four packs of sparkling water ($17.96, not SNAP's, taxed at Ohio's 7.8%: $1.40). $65.25 in all,
 * $45.89 of it SNAP-eligible: more than SNAP EBT and Avery's $50.00 gift card pay between them.
 */
export const biggerShop: ShoppingState['cart'] = [
  ...groceries,
  { gtin13: '0001111097601', quantity: 3 }, // Atlantic Salmon Fillet
  { gtin13: '0001111012001', quantity: 4 }, // Sparkling Water, Lime
];

/** The checkout's PUT, shared by the payment update, promo codes, the tip and Place order. */
export const checkoutPut = { method: 'PUT', path: '/atlas/v1/checkout/v2/checkouts/:id' } as const;

type SignIn = (email: string, to?: string) => Promise<void>;

/**
 * Signs in on the scheduling step and Continues with the first time: the payment step of a new
 * draft. `beforeContinue` runs just before the draft is made (to arm a fault for its first update).
 * Hands back the order's id.
 */
export async function reachPayment(
  page: Page,
  signIn: SignIn,
  shopper: string,
  {
    modality = 'Pickup',
    beforeContinue,
  }: { modality?: 'Pickup' | 'Delivery'; beforeContinue?: () => Promise<void> } = {},
): Promise<string> {
  await signIn(shopper, `/scheduling?fulfillmentType=${modality.toUpperCase()}`);
  await beforeContinue?.();
  await continueWithFirstTime(page, modality);
  await expect(page).toHaveURL(/\/checkout\?orderId=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** Waits until Paying With's first payment update has been answered, so later updates build on it. */
export async function untilPaymentsSaved(page: Page): Promise<void> {
  await expect(summary(page).getByRole('heading', { name: 'Paying With' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Updating' })).toHaveCount(0);
}

/** The answer to the next checkout PUT the page sends (a payment update, a promo, a tip, Place order). */
export const nextCheckoutPut = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/checkout\/v2\/checkouts\/[^/?]+$/.test(new URL(response.url()).pathname),
  );

/** The payment summary panel (the payment page's and order complete's). */
export const summary = (page: Page): Locator => page.getByRole('region', { name: 'Payment Summary' });

/**
 * The summary's rows as the shopper reads them, label to amount: 'Estimated Total', 'Tip', and in
 * the payment split each card ('Visa ending in 1111': '$9.11'). An expandable row is read by its
 * button's label.
 */
export function summaryRows(panel: Locator): Promise<Record<string, string>> {
  return panel.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('dt')].map((term) => [
        term.textContent?.trim() ?? '',
        term.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    ),
  );
}

/** The Place order button. */
export const placeOrderButton = (page: Page): Locator => page.getByRole('button', { name: 'Place order' });

/** Place order as a keyboard shopper: focus it and press Enter. */
export async function placeOrderByKeyboard(page: Page): Promise<void> {
  await placeOrderButton(page).focus();
  await page.keyboard.press('Enter');
}

/**
 * In Paying With: opens the flyout, adds a Visa typed into the hosted card frame, chooses it as the
 * bank card and confirms; the card box then shows it.
 */
export async function payWithNewCard(page: Page, number: string): Promise<string> {
  const lastFour = number.replace(/\D/g, '').slice(-4);
  const name = `Visa ending in ${lastFour}`;
  await openFlyout(page);
  await addBankCardInFlyout(page, { number });
  const dialog = flyout(page);
  await expect(dialog.getByText('Successfully saved card')).toBeVisible();
  // The tile's label covers its radio: the shopper clicks the tile.
  await dialog.getByText(name, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name })).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(payingWith(page).getByText(name, { exact: true })).toBeVisible();
  return name;
}

/** The Paying With block of the payment page. */
export const payingWith = (page: Page): Locator => page.getByRole('region', { name: 'Paying With' }).first();
