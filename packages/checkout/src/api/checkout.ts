// The checkout service's calls (checkout spec §7). The service client adds an idempotency key to
// every PUT; activation and modification send their own, the one in their body, so that a second
// press of Place order is the same request and makes no second order.
import {
  checkoutPaths,
  type ActivateCheckoutRequest,
  type Checkout,
  type CheckoutResponse,
  type ModifyCheckoutRequest,
  type ModifySubmitQuery,
  type ModifyTipRequest,
  type PaymentQuery,
  type PaymentResponse,
  type Purchase,
  type PurchasesResponse,
  type UpdateCheckoutRequest,
} from '@aisle/contracts/checkout';
import { serviceHeaders } from '@aisle/contracts';
import type { QueryValue, ServiceClient } from '@aisle/core';
import { checkoutAppName } from '../routes';
import type { CheckoutCallOptions } from './options';

export async function getCheckout(
  client: ServiceClient,
  checkoutId: string,
  options: CheckoutCallOptions = {},
): Promise<Checkout> {
  return (await client.get<CheckoutResponse>(checkoutPaths.checkout(checkoutId), options)).data;
}

/** A promo code, the tip, the contact and instructions, the payments or flash-sale lines of a draft. */
export async function updateCheckout(
  client: ServiceClient,
  checkoutId: string,
  request: UpdateCheckoutRequest,
  options: CheckoutCallOptions = {},
): Promise<Checkout> {
  return (await client.put<CheckoutResponse>(checkoutPaths.checkout(checkoutId), request, options)).data;
}

/** Places the order. */
export function activateCheckout(
  client: ServiceClient,
  checkoutId: string,
  request: ActivateCheckoutRequest,
  options: CheckoutCallOptions = {},
): Promise<Checkout> {
  return putOnce(client, checkoutId, request, options);
}

/** The modify submit's options (§7): `ModifySubmitQuery`, the V2 payment flag true unless given. */
export interface ModifyCheckoutOptions extends CheckoutCallOptions, Partial<ModifySubmitQuery> {}

/**
 * Submits a modified order (§4 "Modify submit"), with §7's options as query parameters:
 * `isV2Payment` (true unless given), `bannerDomain` (the modify page gives the provider's
 * `banner.domain`) and `mockPaymentDecline`, a test aid the page never sets: a QA host sets it by
 * replacing this call (`calls={{ checkout: { modifyCheckout } }}`), and a production service
 * refuses it.
 */
export function modifyCheckout(
  client: ServiceClient,
  checkoutId: string,
  request: ModifyCheckoutRequest,
  { isV2Payment = true, mockPaymentDecline, bannerDomain, ...options }: ModifyCheckoutOptions = {},
): Promise<Checkout> {
  const query = { isV2Payment, mockPaymentDecline, bannerDomain } satisfies ModifySubmitQuery;
  return putOnce(client, checkoutId, request, { ...options, query });
}

/** Changes the tip of a placed delivery order (§7 "tip modification"), its cards held for the new total. */
export function modifyTip(
  client: ServiceClient,
  checkoutId: string,
  request: ModifyTipRequest,
  options: CheckoutCallOptions = {},
): Promise<Checkout> {
  return putOnce(client, checkoutId, request, options, checkoutPaths.modifyTip(checkoutId));
}

/** A PUT whose body's idempotencyKey is its Idempotency-Key: the same attempt twice is one order. */
async function putOnce(
  client: ServiceClient,
  checkoutId: string,
  request: { idempotencyKey: string },
  options: CheckoutCallOptions & { query?: Readonly<Record<string, QueryValue>> },
  path = checkoutPaths.checkout(checkoutId),
): Promise<Checkout> {
  const answer = await client.put<CheckoutResponse>(path, request, {
    ...options,
    headers: { [serviceHeaders.idempotencyKey]: request.idempotencyKey },
  });
  return answer.data;
}

/**
 * Get payment's options (wallet spec §7). Left out, the answer is as it always was: a draft's chosen
 * cards too, and the gift cards' remaining balance.
 */
export interface GetPaymentOptions extends CheckoutCallOptions {
  /** Only what the payment service has authorised (a placed order's cards); false by default. */
  shouldOnlyShowAuths?: boolean;
  /** The gift cards' `remainingBalance`; true by default. */
  shouldIncludeGiftCardRemainingBalance?: boolean;
  /** The domain of the banner the shopper is on (the provider's `banner.domain`); not sent when left out. */
  bannerDomain?: string;
}

/** The cards authorised for a checkout of the grocery app, 'clicklist' (§7 "Get payment"). */
export async function getPayment(
  client: ServiceClient,
  checkoutId: string,
  {
    shouldOnlyShowAuths = false,
    shouldIncludeGiftCardRemainingBalance = true,
    bannerDomain,
    ...options
  }: GetPaymentOptions = {},
): Promise<PaymentResponse['data']> {
  const query = {
    checkoutId,
    app: checkoutAppName,
    shouldOnlyShowAuths,
    shouldIncludeGiftCardRemainingBalance,
    bannerDomain,
  } satisfies PaymentQuery;
  const answer = await client.get<PaymentResponse>(checkoutPaths.payments, { ...options, query });
  return answer.data;
}

/** The shopper's placed orders, newest first. */
export async function getPurchases(client: ServiceClient, options: CheckoutCallOptions = {}): Promise<Purchase[]> {
  return (await client.get<PurchasesResponse>(checkoutPaths.purchases, options)).data;
}
