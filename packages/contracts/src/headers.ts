import { allOf } from './enums/allOf';
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
export type AppName = 'CLICKLIST' | 'MEMBERSHIP' | 'RXWEB' | 'EPRN' | 'WEB HOSTED PAYMENT PAGE';
export const appNames = allOf<AppName>()(['CLICKLIST', 'MEMBERSHIP', 'RXWEB', 'EPRN', 'WEB HOSTED PAYMENT PAGE']);

/** "The card app default is a click-list app" (wallet spec §9). */
export const defaultAppName: AppName = 'CLICKLIST';
