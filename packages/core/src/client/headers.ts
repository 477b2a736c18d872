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
