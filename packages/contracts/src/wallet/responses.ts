// What the wallet's calls answer: every answer is `{ data: { payment: … } }` (wallet spec §7).
import { z } from 'zod';
import { billingAddressRecord } from '../address/serviceShapes';
import { walletCard } from './card';

/** The service's envelope around an answer. */
export const paymentEnvelope = <T extends z.ZodType>(payment: T) => z.object({ data: z.object({ payment }) });
export interface PaymentEnvelope<T> {
  data: { payment: T };
}

/** Wraps an answer in the envelope, as a server sends it. */
export const toPaymentEnvelope = <T>(payment: T): PaymentEnvelope<T> => ({ data: { payment } });

/** GET /payment/v2/wallet reads data.payment.cards. */
export const getWalletResponse = paymentEnvelope(z.object({ cards: z.array(walletCard) }));
export type GetWalletResponse = z.infer<typeof getWalletResponse>;

/** POST and PUT /payment/v2/wallet, and PUT …/cards/defaults (ours: the card as it now stands), read data.payment.card. */
export const cardResponse = paymentEnvelope(z.object({ card: walletCard }));
export type CardResponse = z.infer<typeof cardResponse>;

/** DELETE /payment/v2/wallet/{cardId} reads the status. */
export const deleteCardResponse = paymentEnvelope(z.object({ status: z.literal('DELETED') }));
export type DeleteCardResponse = z.infer<typeof deleteCardResponse>;

/** GET /payment/v2/wallet/account/billing reads data.payment.addresses. */
export const billingAddressesResponse = paymentEnvelope(z.object({ addresses: z.array(billingAddressRecord) }));
export type BillingAddressesResponse = z.infer<typeof billingAddressesResponse>;

/** PUT /payment/v2/wallet/account/billing: the answer is not shown in the spec; ours is the saved record. */
export const saveBillingAddressResponse = paymentEnvelope(z.object({ address: billingAddressRecord }));
export type SaveBillingAddressResponse = z.infer<typeof saveBillingAddressResponse>;

/** Reads data.payment.remainingBalance, 'USD 25.00'. */
export const giftCardBalanceResponse = paymentEnvelope(z.object({ remainingBalance: z.string() }));
export type GiftCardBalanceResponse = z.infer<typeof giftCardBalanceResponse>;

/** Reads data.payment.data.transactionBalanceInquiry.remainingBalance, with its snap field. */
export const ebtBalanceResponse = paymentEnvelope(
  z.object({
    data: z.object({
      transactionBalanceInquiry: z.object({
        remainingBalance: z.object({ snap: z.string(), cash: z.string().optional() }),
      }),
    }),
  }),
);
export type EbtBalanceResponse = z.infer<typeof ebtBalanceResponse>;

/** A new payment intent (path and shape ours: the spec only says checkout can ask for one). */
export const paymentIntentResponse = paymentEnvelope(z.object({ paymentIntentId: z.string() }));
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

/**
 * POST /payment/v1/hosted-payment-page/token (ours: §7 shows only "a silent acquisition of an access
 * token for the hosted payment page"): a bearer token for the payment calls alone, sent with the
 * application id WEB HOSTED PAYMENT PAGE, ending with the session or at `expiresAt`.
 */
export const hostedPaymentPageTokenResponse = paymentEnvelope(
  z.object({ accessToken: z.string().min(1), expiresAt: z.string(), tokenType: z.literal('Bearer') }),
);
export type HostedPaymentPageTokenResponse = z.infer<typeof hostedPaymentPageTokenResponse>;
