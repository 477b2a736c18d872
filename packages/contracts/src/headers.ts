/** The header names the service client sends and the reference API reads. */
export const serviceHeaders = {
  authorization: 'Authorization',
  applicationId: 'X-Application-Id',
  channel: 'X-Channel',
  tenant: 'X-Tenant',
  authType: 'X-Auth-Type',
  banner: 'X-Banner',
  idempotencyKey: 'Idempotency-Key',
  paymentIntentId: 'X-Payment-Intent-Id',
} as const;

/** Every call is made from the web storefront. */
export const channel = 'WEB';

/** The host applications of the wallet spec; CLICKLIST is the storefront itself. */
export const appNames = ['CLICKLIST', 'MEMBERSHIP', 'RXWEB', 'EPRN', 'WEB HOSTED PAYMENT PAGE'] as const;
export type AppName = (typeof appNames)[number];

/** "The card app default is a click-list app" (wallet spec §9). */
export const defaultAppName: AppName = 'CLICKLIST';
