import { z } from 'zod';
import { billingAddress, cardBillingAddress } from '../address/serviceShapes';
import { allOf } from '../enums/allOf';
import { appNames, type AppName } from '../headers';

/** The card kinds of §3. BANK_CARD and CREDIT_CARD are both "bank cards" in the flyout's groups. */
export type CardType = 'BANK_CARD' | 'EBT_CARD' | 'CREDIT_CARD' | 'GIFT_CARD';
export const cardTypes = allOf<CardType>()(['BANK_CARD', 'EBT_CARD', 'CREDIT_CARD', 'GIFT_CARD']);

/** Guessed from the first digits of the number (§3). */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'DINERS' | 'JCB' | 'UNIONPAY' | 'EBT' | 'NONE';
export const cardBrands = allOf<CardBrand>()([
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DISCOVER',
  'DINERS',
  'JCB',
  'UNIONPAY',
  'EBT',
  'NONE',
]);

/** The payment types of §9, as sent in paymentMethod.paymentType and payment updates. */
export type PaymentType = 'BANK_CARD' | 'CREDIT_CARD' | 'GIFT_CARD' | 'EBT' | 'EBT_CARD';
export const paymentTypes = allOf<PaymentType>()(['BANK_CARD', 'CREDIT_CARD', 'GIFT_CARD', 'EBT', 'EBT_CARD']);

// Each enum schema is typed by its union's name, so declaration files print the name (see allOf).
export const cardType: z.ZodType<CardType> = z.enum(cardTypes);
export const cardBrand: z.ZodType<CardBrand> = z.enum(cardBrands);
const appName: z.ZodType<AppName> = z.enum(appNames);

/** §3 "Card": one card of the wallet, as GET /payment/v2/wallet answers it. */
export const walletCard = z.object({
  id: z.string(),
  versionKey: z.string().optional(),
  /** The id the wallet page and checkout payloads use; the same as `id` in the reference API. */
  cardId: z.string(),
  cardType,
  brand: cardBrand,
  /** MC, VI, DS, AX, EBT, GC… */
  imageType: z.string().optional(),
  lastFourPan: z.string(),
  /** The first six digits, for bank cards. */
  bin: z.string().optional(),
  binType: z.record(z.string(), z.string()).optional(),
  /** Two digits, '01'…'12'; absent on gift cards. */
  expirationMonth: z.string().optional(),
  /** Four digits. */
  expirationYear: z.string().optional(),
  expired: z.boolean(),
  default: z.boolean(),
  preferred: z.boolean(),
  /** The apps this card is preferred in. */
  defaultApplications: z.array(appName),
  description: z.string().optional(),
  fraudToken: z.string().optional(),
  /** The card's opaque reference for balance checks and payments. */
  paymentGram: z.string().optional(),
  vaultCardId: z.string().optional(),
  accountId: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  address: cardBillingAddress.optional(),
  billingAddress: billingAddress.optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  cardHolderFirstName: z.string().optional(),
  cardHolderLastName: z.string().optional(),
  lastUpdatedTimestamp: z.string().optional(),
  isNotAllowedForFuelPay: z.boolean().optional(),
  /** 'USD 25.00', for gift and EBT cards once known. */
  balance: z.string().optional(),
  /** Set on the client for cards that came from the service (§3); an unsaved card lives only in the flyout. */
  saved: z.boolean().optional(),
  walletV2: z
    .object({
      id: z.string(),
      paymentGram: z.string().optional(),
      vaultCardId: z.string().optional(),
      balance: z.string().optional(),
    })
    .optional(),
});
export type WalletCard = z.infer<typeof walletCard>;
