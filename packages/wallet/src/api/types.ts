// The wallet service's contract (wallet spec §3 and §7), named as the spec names it. Paths the
// spec leaves out are ours and listed in paths.ts; answers the spec marks "not shown" are ours too.
import type { AppName } from '@aisle/core';
import type {
  BillingAddress,
  BillingAddressPayload,
  BillingAddressRecord,
  CardBillingAddress,
} from '@aisle/core/address';

/** The card kinds of §3. BANK_CARD and CREDIT_CARD are both "bank cards" in the flyout's groups. */
export type CardType = 'BANK_CARD' | 'EBT_CARD' | 'CREDIT_CARD' | 'GIFT_CARD';

/** Guessed from the first digits of the number (§3). */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'DINERS' | 'JCB' | 'UNIONPAY' | 'EBT' | 'NONE';

/** The payment types of §9, as sent in paymentMethod.paymentType and payment updates. */
export type PaymentType = 'BANK_CARD' | 'CREDIT_CARD' | 'GIFT_CARD' | 'EBT' | 'EBT_CARD';

/** §3 "Card": one card of the wallet, as GET /payment/v2/wallet answers it. */
export interface WalletCard {
  id: string;
  versionKey?: string;
  /** The id the wallet page and checkout payloads use; the same as `id` in the reference API. */
  cardId: string;
  cardType: CardType;
  brand: CardBrand;
  /** MC, VI, DS, AX, EBT, GC… */
  imageType?: string;
  lastFourPan: string;
  /** The first six digits, for bank cards. */
  bin?: string;
  binType?: Record<string, string>;
  /** Two digits, '01'…'12'; absent on gift cards. */
  expirationMonth?: string;
  /** Four digits. */
  expirationYear?: string;
  expired: boolean;
  default: boolean;
  preferred: boolean;
  /** The apps this card is preferred in. */
  defaultApplications: AppName[];
  description?: string;
  fraudToken?: string;
  /** The card's opaque reference for balance checks and payments. */
  paymentGram?: string;
  vaultCardId?: string;
  accountId?: string;
  details?: Record<string, unknown>;
  address?: CardBillingAddress;
  billingAddress?: BillingAddress;
  firstName?: string;
  lastName?: string;
  cardHolderFirstName?: string;
  cardHolderLastName?: string;
  lastUpdatedTimestamp?: string;
  isNotAllowedForFuelPay?: boolean;
  /** 'USD 25.00', for gift and EBT cards once known. */
  balance?: string;
  /** Set on the client for cards that came from the service (§3); an unsaved card lives only in the flyout. */
  saved?: boolean;
  walletV2?: { id: string; paymentGram?: string; vaultCardId?: string; balance?: string };
}

/** The service's envelope: every wallet answer is `{ data: { payment: … } }`. */
export interface PaymentEnvelope<T> {
  data: { payment: T };
}

/** §7 `dateTime`: the time is always UTC. */
export interface ServiceDateTime {
  timezone: 'UTC';
  /** ISO 8601. */
  value: string;
}

/** The fraud-capture device data sent with card adds (§7). */
export interface DeviceInfo {
  pageId?: string;
  sessionId?: string;
  ubaId?: string;
  ubaEvents?: string;
}

/** POST /payment/v2/wallet for a bank or credit card (§7). */
export interface AddBankCardRequest {
  facilityId?: string;
  storeId?: string;
  dateTime: ServiceDateTime;
  defaultCard: boolean;
  save: boolean;
  paymentMethod: {
    paymentType: 'CREDIT_CARD';
    billing: CardBillingAddress;
    brand: CardBrand;
    expirationMonth: string;
    /** With its 20 prefix: '2029'. */
    expirationYear: string;
    /** The checkoutId the secure card frame answered with. */
    lowValueToken: string;
    cardFirstSix: string;
    firstName: string;
    lastName: string;
  };
  accertifyTransactionId?: string;
  deviceInfo?: DeviceInfo;
}

/** POST /payment/v2/wallet for a SNAP EBT card (§7). */
export interface AddEbtCardRequest {
  dateTime: ServiceDateTime;
  defaultCard: false;
  facilityId?: string;
  paymentMethod: { paymentType: 'EBT_CARD'; pan: string };
  save: boolean;
  accertifyTransactionId?: string;
  deviceInfo?: DeviceInfo;
}

/** §3 "Add gift card request", sent to POST /payment/v2/wallet. */
export interface AddGiftCardRequest {
  dateTime: ServiceDateTime;
  facilityId?: string;
  paymentMethod: { paymentType: 'GIFT_CARD'; pan: string; pin: string };
  accertifyTransactionId?: string;
  deviceInfo?: DeviceInfo;
}

export type AddCardRequest = AddBankCardRequest | AddEbtCardRequest | AddGiftCardRequest;

/** §3 "Edit card request", sent to PUT /payment/v2/wallet. */
export interface EditCardRequest {
  cardId: string;
  dateTime: ServiceDateTime;
  facilityId?: string;
  storeId?: string;
  defaultCard: boolean;
  paymentGram?: string;
  saved: boolean;
  paymentMethod: {
    paymentType: 'CREDIT_CARD';
    billing: CardBillingAddress;
    brand: CardBrand;
    expirationMonth: string;
    expirationYear: string;
    /** The checkoutId of the secure CVV field, proving the shopper holds the card. */
    lowValueToken: string;
    cardFirstSix: string;
    firstName: string;
    lastName: string;
  };
}

/** GET /payment/v2/wallet reads data.payment.cards. */
export type GetWalletResponse = PaymentEnvelope<{ cards: WalletCard[] }>;
/** POST and PUT /payment/v2/wallet read data.payment.card. */
export type CardResponse = PaymentEnvelope<{ card: WalletCard }>;
/** DELETE /payment/v2/wallet/{cardId} reads the status. */
export type DeleteCardResponse = PaymentEnvelope<{ status: 'DELETED' }>;
/** GET /payment/v2/wallet/account/billing reads data.payment.addresses. */
export type BillingAddressesResponse = PaymentEnvelope<{ addresses: BillingAddressRecord[] }>;
/** PUT /payment/v2/wallet/account/billing: the answer is not shown in the spec; ours is the saved record. */
export type SaveBillingAddressResponse = PaymentEnvelope<{ address: BillingAddressRecord }>;
export interface SaveBillingAddressRequest {
  address: BillingAddressPayload;
}

/** POST /payment/v2/wallet/gift-card/balance. */
export interface GiftCardBalanceRequest {
  paymentGram: string;
}
/** Reads data.payment.remainingBalance, 'USD 25.00'. */
export type GiftCardBalanceResponse = PaymentEnvelope<{ remainingBalance: string }>;

/** POST /payment/v2/wallet/cards/ebt/balance: the PIN only ever travels encrypted by the PIN widget. */
export interface EbtBalanceRequest {
  paymentMethod: { encryptedPin: string; paymentgram: string };
}
/** Reads data.payment.data.transactionBalanceInquiry.remainingBalance, with its snap field. */
export type EbtBalanceResponse = PaymentEnvelope<{
  data: { transactionBalanceInquiry: { remainingBalance: { snap: string; cash?: string } } };
}>;

/** PUT /payment/v2/wallet/cards/defaults, with the application-id header naming the app. */
export interface UpdateDefaultCardRequest {
  cardId: string;
}
/** Not shown in the spec; ours is the card as it now stands. */
export type UpdateDefaultCardResponse = CardResponse;

/** A new payment intent (path and shape ours: the spec only says checkout can ask for one). */
export type PaymentIntentResponse = PaymentEnvelope<{ paymentIntentId: string }>;

/** §3 "Payment update payload (checkout)". */
export interface PaymentUpdate {
  versionKey: string;
  payments: { id: string; paymentType: 'BANK_CARD' | 'GIFT_CARD' | 'EBT'; balance?: string; amount?: number }[];
}

/** The request headers GET /payment/v2/wallet takes for the wallet config (names not shown: ours). */
export const walletConfigHeaders = {
  showSnapCards: 'X-Show-Snap-Cards',
  showGiftCards: 'X-Show-Gift-Cards',
  giftCardBalances: 'X-Gift-Card-Balances',
} as const;
