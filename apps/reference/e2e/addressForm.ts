import type { Page } from '@playwright/test';

export interface TypedAddress {
  street: string;
  apt?: string;
  city: string;
  /** The state or province code, as the select's option value. */
  state: string;
  postalCode: string;
}

/** Fills the add/edit address form the way a shopper does, field by field. */
export async function fillAddress(page: Page, address: TypedAddress): Promise<void> {
  await page.getByRole('textbox', { name: /Street Address/ }).fill(address.street);
  await page.getByRole('textbox', { name: /Apt\/Suite/ }).fill(address.apt ?? '');
  await page.getByRole('textbox', { name: /City/ }).fill(address.city);
  await page.getByRole('combobox', { name: /State\/Province/ }).selectOption(address.state);
  await page.getByRole('textbox', { name: /Postal Code/ }).fill(address.postalCode);
}

/** The card of the address whose first line is `street`. */
export function addressCard(page: Page, street: string) {
  return page.getByRole('listitem').filter({ hasText: street });
}
