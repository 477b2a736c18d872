// The wallet error catalogue (wallet spec §8): a failed call mapped, by status and by the code or
// reason of the error body's errors object, to the message table's words; anything else falls
// back to the message of the action that failed. Pure: screens pass the table with overrides.
import { format } from '@aisle/ui';
import { isPinEntryRefusal } from '@aisle/contracts/wallet';
import { isServiceError } from '@aisle/core';
import type { WalletMessages } from '../messages';

/** The actions of §8 that have a default message of their own. */
export type WalletAction =
  | 'addCard'
  | 'addGiftCard'
  | 'editCard'
  | 'getCards'
  | 'deleteCard'
  | 'makePreferred'
  | 'getAddress'
  | 'updateAddress'
  | 'ebtBalance'
  | 'giftBalance'
  | 'updatePayments';

/** Which screen asks: the wallet page reads SNAP PIN codes a little differently (§8 "SNAP/EBT (wallet page)"). */
export type WalletSurface = 'flyout' | 'wallet-page';

export interface WalletError {
  message: string;
  /** A 401 the client could not cure: the host has been asked to send the shopper to sign in. */
  sessionExpired: boolean;
  /** The service's code, for the retry dialogs' "(Error code: …)". */
  code: string | undefined;
}

const actionDefaults: Record<WalletAction, keyof WalletMessages> = {
  addCard: 'addCardDefault',
  addGiftCard: 'giftCardAddFailed',
  editCard: 'editCardDefault',
  getCards: 'getCardsDefault',
  deleteCard: 'deleteCardDefault',
  makePreferred: 'editCardDefault',
  getAddress: 'getAddressDefault',
  updateAddress: 'updateAddressDefault',
  ebtBalance: 'ebtBalanceDefault',
  giftBalance: 'giftBalanceDefault',
  updatePayments: 'paymentMethodsUpdateFailed',
};

const balanceActions: ReadonlySet<WalletAction> = new Set(['ebtBalance', 'giftBalance']);
const cardFormActions: ReadonlySet<WalletAction> = new Set(['addCard', 'addGiftCard', 'editCard']);
// The wallet page also reads 893 and 894 as a wrong PIN.
const invalidPinCodes: Record<WalletSurface, ReadonlySet<string>> = {
  flyout: new Set(['55']),
  'wallet-page': new Set(['55', '893', '894']),
};

/** The spec's 402 codes that name a cause outside balance checks. */
const paymentRequiredMessages: Record<string, keyof WalletMessages> = {
  RV62751: 'addressIssue',
  RV32937: 'cardIssuerIssue',
  GIFT_CARD_ZERO_BALANCE: 'giftCardZeroBalance',
};

const unprocessableMessages: Record<string, keyof WalletMessages> = {
  KC2617: 'paymentInformationInvalid',
  RV72632: 'contactCustomerService',
  GIFT_CARD_LIMIT_REACHED: 'giftCardLimit',
};

/** The spec writes the number as {number} in some messages and {phone} in others: fill both. */
const withPhone = (template: string, phone: string) => format(template, { number: phone, phone });

/**
 * The message for a failed wallet call. `phone` is the customer-service number for the app
 * (`customerServicePhone` from @aisle/core); card messages end with it where the spec says so.
 */
export function walletError(
  error: unknown,
  action: WalletAction,
  messages: WalletMessages,
  { phone, surface = 'flyout' }: { phone: string; surface?: WalletSurface },
): WalletError {
  const fallback = withPhone(messages[actionDefaults[action]], phone);
  if (!isServiceError(error)) return { message: fallback, sessionExpired: false, code: undefined };
  const { status, code, reason } = error;
  const result = (key: keyof WalletMessages, sessionExpired = false): WalletError => ({
    message: withPhone(messages[key], phone),
    sessionExpired,
    code,
  });

  if (status === 408 || code === 'ECONNABORTED') return result('timeout');
  if (status === 401) return result('sessionExpired', true);
  if (status === 400 && reason === 'EBT card already exists') return result('ebtCardAlreadyExists');
  // The encrypted PIN expired, was used already, or was typed for another card or account: no PIN
  // attempt was counted, and a PIN typed again works.
  if (status === 422 && action === 'ebtBalance' && isPinEntryRefusal(code)) return result('pinEntryAgain');
  // §8 lists 'There was a problem validating your information.' among the wallet page's messages
  // without its cause: it is what the page says when the service refuses a card's details (400).
  if (status === 400 && surface === 'wallet-page' && cardFormActions.has(action)) return result('validationProblem');
  if (status === 402) {
    if (balanceActions.has(action)) {
      if (code && invalidPinCodes[surface].has(code)) return result('invalidPin');
      if (code === '75') return result('pinLocked');
      // The wallet page shows the provider's own words for other SNAP codes when it sent some.
      if (surface === 'wallet-page' && action === 'ebtBalance' && error.customerMessage) {
        return { message: error.customerMessage, sessionExpired: false, code };
      }
    }
    const key = code ? paymentRequiredMessages[code] : undefined;
    if (key) return result(key);
    if (!balanceActions.has(action)) return result('cardDeclined');
  }
  if (status === 409) return result('duplicateCard');
  if (status === 422) {
    const key = code ? unprocessableMessages[code] : undefined;
    if (key) return result(key);
  }
  return { message: fallback, sessionExpired: false, code };
}
