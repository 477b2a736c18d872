// Card add and update on checkout (wallet spec §7 "The checkout flow also uses"): the wallet's
// addCard and editCard, request and answer alike, at the checkout's own paths. Paying With's flyout
// makes them in place of the wallet's POST and PUT /payment/v2/wallet.
import { checkoutPaths } from '@aisle/contracts/checkout';
import type { AddCardRequest, CardResponse, EditCardRequest, WalletCard } from '@aisle/contracts/wallet';
import type { ServiceClient } from '@aisle/core';
import { checkoutAppName } from '../routes';
import type { CheckoutCallOptions } from './options';

// `{app}` is the checkout's app as its own paths spell it, 'clicklist' (as in the order-complete
// path): the checkout is always the grocery app's, whatever `appName` the wallet's settings give.

/** Adds a bank, EBT or gift card at checkout; the answer's card is saved when the request asked to save it. */
export async function addCheckoutCard(
  client: ServiceClient,
  request: AddCardRequest,
  options: CheckoutCallOptions = {},
): Promise<WalletCard> {
  const answer = await client.post<CardResponse>(checkoutPaths.cards(checkoutAppName), request, options);
  // As the wallet's addCard: a gift card is always treated as saved (§7), the others as asked.
  const saved = 'save' in request ? request.save : true;
  return { ...answer.data.payment.card, saved };
}

/** Updates a bank card at checkout: its expiry, names, billing address and preferred flag. */
export async function editCheckoutCard(
  client: ServiceClient,
  request: EditCardRequest,
  options: CheckoutCallOptions = {},
): Promise<WalletCard> {
  const answer = await client.put<CardResponse>(checkoutPaths.card(checkoutAppName, request.cardId), request, options);
  return { ...answer.data.payment.card, saved: true };
}
