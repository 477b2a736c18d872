// The bodies the wallet's calls send (wallet spec §3 and §7).
import { z } from 'zod';
import { billingAddressPayload, cardBillingAddress } from '../address/serviceShapes';
import { serviceDateTime } from '../dates/serviceDateTime';
import { cardBrand } from './card';
import { botTelemetryCharacters, botTelemetryMaxLength, deviceInfoLimits } from './fraudData';

/** The fraud-capture device data sent with card adds (§7), each field within `deviceInfoLimits`. */
export const deviceInfo = z.object({
  pageId: z.string().max(deviceInfoLimits.pageId).optional(),
  sessionId: z.string().max(deviceInfoLimits.sessionId).optional(),
  ubaId: z.string().max(deviceInfoLimits.ubaId).optional(),
  ubaEvents: z.string().max(deviceInfoLimits.ubaEvents).optional(),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

/** The value of the bot-detection telemetry header (`walletFraudHeaders.botTelemetry`, §7). */
export const botTelemetry = z.string().max(botTelemetryMaxLength).regex(botTelemetryCharacters);

const fraudCapture = { accertifyTransactionId: z.string().optional(), deviceInfo: deviceInfo.optional() };

/** The card part of a bank-card add or edit: the billing address, the card's face and the frame's token. */
const bankCardPaymentMethod = z.object({
  paymentType: z.literal('CREDIT_CARD'),
  billing: cardBillingAddress,
  brand: cardBrand,
  expirationMonth: z.string(),
  /** With its 20 prefix: '2029'. */
  expirationYear: z.string(),
  /** The checkoutId the secure frame answered with (the CVV frame's, on an edit). */
  lowValueToken: z.string(),
  cardFirstSix: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** POST /payment/v2/wallet for a bank or credit card (§7). */
export const addBankCardRequest = z.object({
  facilityId: z.string().optional(),
  storeId: z.string().optional(),
  dateTime: serviceDateTime,
  defaultCard: z.boolean(),
  save: z.boolean(),
  paymentMethod: bankCardPaymentMethod,
  ...fraudCapture,
});
export type AddBankCardRequest = z.infer<typeof addBankCardRequest>;

/** POST /payment/v2/wallet for a SNAP EBT card (§7). */
export const addEbtCardRequest = z.object({
  dateTime: serviceDateTime,
  defaultCard: z.literal(false),
  facilityId: z.string().optional(),
  paymentMethod: z.object({ paymentType: z.literal('EBT_CARD'), pan: z.string() }),
  save: z.boolean(),
  ...fraudCapture,
});
export type AddEbtCardRequest = z.infer<typeof addEbtCardRequest>;

/** §3 "Add gift card request", sent to POST /payment/v2/wallet. */
export const addGiftCardRequest = z.object({
  dateTime: serviceDateTime,
  facilityId: z.string().optional(),
  paymentMethod: z.object({ paymentType: z.literal('GIFT_CARD'), pan: z.string(), pin: z.string() }),
  ...fraudCapture,
});
export type AddGiftCardRequest = z.infer<typeof addGiftCardRequest>;

export const addCardRequest = z.union([addBankCardRequest, addEbtCardRequest, addGiftCardRequest]);
export type AddCardRequest = z.infer<typeof addCardRequest>;

/** §3 "Edit card request", sent to PUT /payment/v2/wallet. */
export const editCardRequest = z.object({
  cardId: z.string(),
  dateTime: serviceDateTime,
  facilityId: z.string().optional(),
  storeId: z.string().optional(),
  defaultCard: z.boolean(),
  paymentGram: z.string().optional(),
  saved: z.boolean(),
  paymentMethod: bankCardPaymentMethod,
});
export type EditCardRequest = z.infer<typeof editCardRequest>;

/** PUT /payment/v2/wallet/account/billing. */
export const saveBillingAddressRequest = z.object({ address: billingAddressPayload });
export type SaveBillingAddressRequest = z.infer<typeof saveBillingAddressRequest>;

/** POST /payment/v2/wallet/gift-card/balance. */
export const giftCardBalanceRequest = z.object({ paymentGram: z.string() });
export type GiftCardBalanceRequest = z.infer<typeof giftCardBalanceRequest>;

/** POST /payment/v2/wallet/cards/ebt/balance: the PIN only ever travels encrypted by the PIN widget. */
export const ebtBalanceRequest = z.object({
  paymentMethod: z.object({ encryptedPin: z.string(), paymentgram: z.string() }),
});
export type EbtBalanceRequest = z.infer<typeof ebtBalanceRequest>;

/** PUT /payment/v2/wallet/cards/defaults, with the application-id header naming the app. */
export const updateDefaultCardRequest = z.object({ cardId: z.string() });
export type UpdateDefaultCardRequest = z.infer<typeof updateDefaultCardRequest>;

/** The payment types a payment update names. */
export type PaymentUpdateType = 'BANK_CARD' | 'GIFT_CARD' | 'EBT';
const paymentUpdateType: z.ZodType<PaymentUpdateType> = z.enum(['BANK_CARD', 'GIFT_CARD', 'EBT']);

/** §3 "Payment update payload (checkout)". */
export const paymentUpdate = z.object({
  versionKey: z.string(),
  payments: z.array(
    z.object({
      id: z.string(),
      paymentType: paymentUpdateType,
      balance: z.string().optional(),
      amount: z.number().optional(),
    }),
  ),
});
export type PaymentUpdate = z.infer<typeof paymentUpdate>;
