// Every call of wallet spec §7, over the core service client (which adds the bearer token,
// application id, channel, tenant, auth type, idempotency key and payment intent, and retries
// 401s and, with `paymentIntentRenewal`, lost payment intents).
import {
  walletPaths,
  walletConfigHeaders,
  type AddCardRequest,
  type BillingAddressesResponse,
  type CardResponse,
  type DeleteCardResponse,
  type EbtBalanceRequest,
  type EbtBalanceResponse,
  type EditCardRequest,
  type GetWalletResponse,
  type GiftCardBalanceResponse,
  type HostedPaymentPageTokenResponse,
  type PaymentIntentResponse,
  type SaveBillingAddressRequest,
  type SaveBillingAddressResponse,
  type WalletCard,
} from '@aisle/contracts/wallet';
import {
  fromBillingAddressRecord,
  serviceHeaders,
  toBillingAddressPayload,
  type Address,
  type AppName,
} from '@aisle/contracts';
import type { ServiceClient } from '@aisle/core';

/** Where the payment service lives: a key of the provider's `services` ('default' unless the host sets one). */
export interface WalletCallOptions {
  service?: string;
}

/** §3 walletConfig: what the wallet shows. Every flag but the balances is on unless turned off. */
export interface WalletConfig {
  saveCardOptionEnabled?: boolean;
  showSnapCards?: boolean;
  showGiftCards?: boolean;
  getGiftCardBalances?: boolean;
}

/** The cards, marked as saved (§3: `saved` is set client-side on loaded cards). */
export async function getWallet(
  client: ServiceClient,
  config: WalletConfig = {},
  options: WalletCallOptions = {},
): Promise<WalletCard[]> {
  const answer = await client.get<GetWalletResponse>(walletPaths.wallet, {
    service: options.service,
    headers: {
      [walletConfigHeaders.showSnapCards]: String(config.showSnapCards ?? true),
      [walletConfigHeaders.showGiftCards]: String(config.showGiftCards ?? true),
      [walletConfigHeaders.giftCardBalances]: String(config.getGiftCardBalances ?? false),
    },
  });
  return answer.data.payment.cards.map((card) => ({ ...card, saved: true }));
}

/** Adds a bank, EBT or gift card; the answer's card is saved when the request asked to save it. */
export async function addCard(
  client: ServiceClient,
  request: AddCardRequest,
  options: WalletCallOptions = {},
): Promise<WalletCard> {
  const answer = await client.post<CardResponse>(walletPaths.wallet, request, { service: options.service });
  // A gift card is always treated as saved (§7); the others as the request asked.
  const saved = 'save' in request ? request.save : true;
  return { ...answer.data.payment.card, saved };
}

export async function editCard(
  client: ServiceClient,
  request: EditCardRequest,
  options: WalletCallOptions = {},
): Promise<WalletCard> {
  const answer = await client.put<CardResponse>(walletPaths.wallet, request, { service: options.service });
  return { ...answer.data.payment.card, saved: true };
}

/** §7 "Delete takes app name, card id and wallet id": the card to delete, in the app that asks. */
export interface DeleteCardRequest {
  appName: AppName;
  cardId: string;
  /** The card's id in the wallet service (`walletV2.id`); left out when the card has none. */
  walletId: string | undefined;
}

/**
 * The spec gives delete no body: the card id goes in the path, the app name in the application-id
 * header (as with updateDefaultCard) and the wallet id as the `walletId` query parameter.
 */
export async function deleteCard(
  client: ServiceClient,
  { appName, cardId, walletId }: DeleteCardRequest,
  options: WalletCallOptions = {},
): Promise<void> {
  await client.delete<DeleteCardResponse>(walletPaths.card(cardId), {
    service: options.service,
    headers: { [serviceHeaders.applicationId]: appName },
    query: { walletId },
  });
}

/** Makes a card the preferred one for an app (the application-id header names the app). */
export async function updateDefaultCard(
  client: ServiceClient,
  cardId: string,
  appName: AppName,
  options: WalletCallOptions = {},
): Promise<WalletCard> {
  const answer = await client.put<CardResponse>(
    walletPaths.defaultCard,
    { cardId },
    { service: options.service, headers: { [serviceHeaders.applicationId]: appName } },
  );
  return { ...answer.data.payment.card, saved: true };
}

export async function getBillingAddresses(client: ServiceClient, options: WalletCallOptions = {}): Promise<Address[]> {
  const answer = await client.get<BillingAddressesResponse>(walletPaths.billingAddresses, {
    service: options.service,
  });
  return answer.data.payment.addresses.map(fromBillingAddressRecord);
}

export async function saveBillingAddress(
  client: ServiceClient,
  address: Address,
  options: WalletCallOptions = {},
): Promise<Address> {
  const request: SaveBillingAddressRequest = { address: toBillingAddressPayload(address) };
  const answer = await client.put<SaveBillingAddressResponse>(walletPaths.billingAddresses, request, {
    service: options.service,
  });
  return fromBillingAddressRecord(answer.data.payment.address);
}

/** A gift card's remaining balance, 'USD 25.00'. */
export async function getGiftCardBalance(
  client: ServiceClient,
  paymentGram: string,
  options: WalletCallOptions = {},
): Promise<string> {
  const answer = await client.post<GiftCardBalanceResponse>(
    walletPaths.giftCardBalance,
    { paymentGram },
    { service: options.service },
  );
  return answer.data.payment.remainingBalance;
}

/** A SNAP EBT card's SNAP balance, with the PIN as the PIN widget encrypted it. */
export async function getEbtBalance(
  client: ServiceClient,
  { encryptedPin, paymentGram }: { encryptedPin: string; paymentGram: string },
  options: WalletCallOptions = {},
): Promise<string> {
  const body: EbtBalanceRequest = { paymentMethod: { encryptedPin, paymentgram: paymentGram } };
  const answer = await client.post<EbtBalanceResponse>(walletPaths.ebtBalance, body, { service: options.service });
  return answer.data.payment.data.transactionBalanceInquiry.remainingBalance.snap;
}

/** A new payment intent, for `paymentIntentRenewal`'s `getNewPaymentIntent`. */
export async function createPaymentIntent(client: ServiceClient, options: WalletCallOptions = {}): Promise<string> {
  const answer = await client.post<PaymentIntentResponse>(walletPaths.paymentIntents, undefined, {
    service: options.service,
  });
  return answer.data.payment.paymentIntentId;
}

/**
 * §7 "A silent acquisition of an access token for the hosted payment page": asked with the shopper's
 * own session, so no screen shows. The token pays and manages cards and nothing else, sent with
 * the application id WEB HOSTED PAYMENT PAGE (`HostedPaymentScope`).
 */
export async function acquireHostedPaymentPageToken(
  client: ServiceClient,
  options: WalletCallOptions = {},
): Promise<string> {
  const answer = await client.post<HostedPaymentPageTokenResponse>(walletPaths.hostedPaymentPageToken, undefined, {
    service: options.service,
  });
  return answer.data.payment.accessToken;
}
