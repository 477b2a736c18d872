import type { AppName, BannerId } from '@aisle/contracts';

/** Customer-service numbers: one default, then per banner, then per app (most specific wins). */
export interface CustomerServicePhones {
  default: string;
  banners?: Partial<Record<BannerId, string>>;
  apps?: Partial<Record<AppName, string>>;
}

/**
 * The specs give no numbers ("{phone}"), so these are fictional 555-01xx numbers: a product team
 * passes its own to the provider.
 */
export const defaultCustomerServicePhones: CustomerServicePhones = {
  default: '1-800-555-0100',
  banners: { harristeeter: '1-800-555-0110' },
  apps: { EPRN: '1-800-555-0120', RXWEB: '1-800-555-0130' },
};

/** The number to show: the app's own (the pharmacy apps have one), else the banner's, else the default. */
export function customerServicePhone(phones: CustomerServicePhones, banner: BannerId, app?: AppName): string {
  return (app && phones.apps?.[app]) || phones.banners?.[banner] || phones.default;
}
