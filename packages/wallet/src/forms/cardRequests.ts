import type { AddBankCardRequest, EditCardRequest, WalletCard } from '@aisle/contracts/wallet';
import type { CardBillingAddress } from '@aisle/contracts';
import { toServiceDateTime } from '@aisle/contracts';
import type { SecureCardResult } from '../secureFields/protocol';
import { fullExpirationYear } from './cardSchemas';

export interface EditCardValues {
  expirationMonth: string;
  expirationYear: string;
  firstName: string;
  lastName: string;
  preferred: boolean;
}

interface Where {
  locationData: { storeId?: string; facilityId?: string };
  now: Date;
}

export interface AddBankCardRequestInput extends Where {
  /** What the secure card frame answered with. */
  card: SecureCardResult;
  values: { firstName: string; lastName: string; preferred: boolean };
  billing: CardBillingAddress;
  save: boolean;
  /** The fraud-capture transaction, when its script was loaded. */
  transactionId?: string | undefined;
}

/** §3 "Add card request" for a credit or debit card, from the flyout's or the wallet page's form. */
export function addBankCardRequest({
  card,
  values,
  billing,
  save,
  transactionId,
  locationData,
  now,
}: AddBankCardRequestInput): AddBankCardRequest {
  return {
    facilityId: locationData.facilityId,
    storeId: locationData.storeId,
    dateTime: toServiceDateTime(now),
    ...(transactionId ? { accertifyTransactionId: transactionId } : {}),
    defaultCard: values.preferred,
    save,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing,
      brand: card.brand,
      expirationMonth: card.expirationMonth,
      expirationYear: fullExpirationYear(card.expirationYear),
      lowValueToken: card.checkoutId,
      cardFirstSix: card.cardFirstSix,
      firstName: values.firstName,
      lastName: values.lastName,
    },
  };
}

export interface EditCardRequestInput extends Where {
  card: WalletCard;
  values: EditCardValues;
  /** The checkoutId the secure CVV field answered with. */
  cvvToken: string;
  billing: CardBillingAddress;
}

/** §3 "Edit card request" from an edit form (flyout or wallet page): the card, as saved, with what changed. */
export function editCardRequest({
  card,
  values,
  cvvToken,
  billing,
  locationData,
  now,
}: EditCardRequestInput): EditCardRequest {
  return {
    cardId: card.cardId,
    dateTime: toServiceDateTime(now),
    facilityId: locationData.facilityId,
    storeId: locationData.storeId,
    defaultCard: values.preferred,
    paymentGram: card.paymentGram,
    saved: true,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing,
      brand: card.brand,
      expirationMonth: values.expirationMonth,
      expirationYear: fullExpirationYear(values.expirationYear),
      lowValueToken: cvvToken,
      cardFirstSix: card.bin ?? '',
      firstName: values.firstName,
      lastName: values.lastName,
    },
  };
}
