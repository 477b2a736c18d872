import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { spendCardToken } from '../secureFields/vault';
import { invalidToken, type WalletContext } from './addCard';
import type { EditCardBody } from './cardBodies';
import { isExpired, type CardRow } from './cardRecord';
import { clearPreferred, findCard, setPreferred, updateCard } from './walletCards';

/**
 * PUT /payment/v2/wallet: new expiry, names, billing address and preferred flag for one of the
 * shopper's bank cards. The CVV's token proves the shopper holds the card; it is spent here.
 */
export async function editCard(tx: Queryable, body: EditCardBody, context: WalletContext): Promise<CardRow> {
  const { shopperId, app, now } = context;
  const method = body.paymentMethod;
  const card = await findCard(tx, shopperId, body.cardId, true);
  // "A card can be edited unless it is an EBT card or otherwise ineligible" (§4).
  if (card.card_type !== 'CREDIT_CARD') {
    throw new ApiError(400, 'CARD_NOT_EDITABLE', 'Only credit and debit cards can be edited.');
  }
  if (isExpired(method.expirationMonth, method.expirationYear, now)) {
    throw new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid paymentMethod.expirationYear.', [
      { field: 'paymentMethod.expirationYear', message: 'Expiration Date must be after the current date.' },
    ]);
  }
  if (!(await spendCardToken(tx, method.lowValueToken, 'cvv', now))) throw invalidToken();
  await updateCard(tx, shopperId, card.id, method, now);
  if (body.defaultCard === true) await setPreferred(tx, shopperId, app, card);
  if (body.defaultCard === false) await clearPreferred(tx, shopperId, app, card.id);
  return findCard(tx, shopperId, card.id);
}

/** PUT /payment/v2/wallet/cards/defaults: the card becomes the preferred one of its kind in the app. */
export async function makePreferred(tx: Queryable, cardId: string, context: WalletContext): Promise<CardRow> {
  const card = await findCard(tx, context.shopperId, cardId, true);
  await setPreferred(tx, context.shopperId, context.app, card);
  return findCard(tx, context.shopperId, card.id);
}
