// A failed payment update (checkout spec §4): with SNAP EBT chosen, 'Something went wrong' offering
// Try Again and Remove Card; otherwise the payments-update-failed modal. Its words: the card type
// the service does not take for this order (wallet spec §8 "Card-not-accepted"), what
// describeCheckoutError knows better (session, conflict, timed out, an answer without its result or
// versionKey), else the modal's own.
import { checkoutErrorCodes, type Checkout } from '@aisle/contracts/checkout';
import type { WalletCard } from '@aisle/contracts/wallet';
import { isServiceError } from '@aisle/core';
import { format } from '@aisle/ui';
import { cardGroup, cardName, type WalletMessages } from '@aisle/wallet';
import { describeCheckoutError, incompleteCheckoutCode } from '../checkoutErrors/describeCheckoutError';
import type { CheckoutMessages } from '../messages';

export interface UpdateFailure {
  /** SNAP EBT was chosen: 'Something went wrong' with Try Again and Remove Card. */
  snap: boolean;
  message: string;
}

/** `cardNotAccepted`'s `{fulfillment}`. */
const fulfillmentWords = {
  PICKUP: 'payingWithPickup',
  DELIVERY: 'payingWithDelivery',
  SHIP: 'payingWithShip',
} as const satisfies Record<Checkout['modalityType'], keyof CheckoutMessages>;

export function describeUpdateFailure(
  error: unknown,
  {
    selection,
    modalityType,
    messages,
    walletMessages,
    generic,
  }: {
    selection: readonly WalletCard[];
    modalityType: Checkout['modalityType'];
    messages: CheckoutMessages;
    walletMessages: WalletMessages;
    generic: (error: unknown) => string;
  },
): UpdateFailure {
  const ebt = selection.find((card) => cardGroup(card) === 'ebt');
  const gift = selection.find((card) => cardGroup(card) === 'gift');
  const bank = selection.find((card) => cardGroup(card) === 'bank');
  const snap = ebt !== undefined;
  if (isServiceError(error) && error.code === checkoutErrorCodes.paymentTypeNotAccepted) {
    // The service names no card: the kind least often taken is the likeliest.
    const cardType = ebt
      ? messages.payingWithSnapEbt
      : gift
        ? messages.payingWithGiftCard
        : bank
          ? cardName(bank, walletMessages)
          : undefined;
    if (cardType) {
      const fulfillment = messages[fulfillmentWords[modalityType]];
      return { snap, message: format(messages.cardNotAccepted, { cardType, fulfillment }) };
    }
  }
  const fallback = snap ? messages.payingWithSnapUpdateFailed : messages.paymentsUpdateFailed;
  const failure = describeCheckoutError(error, messages, generic, fallback);
  // An answer without its result or versionKey gets the generic message and its code (wallet §8).
  const own = failure.kind === 'other' && failure.code !== incompleteCheckoutCode;
  return { snap, message: own ? fallback : failure.message };
}
