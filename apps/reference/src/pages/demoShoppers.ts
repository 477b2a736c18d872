/**
 * The reference API's demo shoppers (apps/reference-api/src/seed/demoShoppers.ts), listed on the
 * sign-in page so a visitor can try the storefront. A real site has no such list.
 */
export const demoShoppers = [
  { email: 'avery@aisle.test', name: 'Avery Jordan', note: 'US addresses, a mobile phone' },
  { email: 'morgan@aisle.test', name: 'Morgan Tremblay', note: 'a Canadian mailing address' },
  { email: 'riley@aisle.test', name: 'Riley Chen', note: 'an empty address book, no mobile phone' },
] as const;

export const demoPassword = 'groceries';
