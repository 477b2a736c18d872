import { deviceInfoLimits, type DeviceInfo } from '@aisle/contracts/wallet';
import { z } from 'zod';
import { optionalText, requiredText } from '../http/fields';
import { cardBillingBody } from './billingFields';

// The request bodies of the card calls (wallet spec §3 and §7), with the messages of §5.

const requiredMessage = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is a required field.` : `${label} must be text`;

// The flyout allows letters, the wallet page letters and spaces; hyphens and apostrophes are names too.
const nameCharacters = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

const holderName = (label: string, invalid: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, `${label} is a required field.`)
    .max(375, 'Maximum length for name fields is 375 characters.')
    .regex(nameCharacters, invalid);

const firstName = holderName('First Name', 'Please enter a valid first name.');
const lastName = holderName('Last Name', 'Please enter a valid last name.');

/** §9: "Timezone is always UTC". Accepted because the client sends it; the server keeps its own clock. */
const dateTime = z
  .object({
    timezone: z.literal('UTC', { error: 'dateTime.timezone must be UTC' }),
    value: z.iso.datetime({ offset: true, error: 'dateTime.value must be an ISO timestamp' }),
  })
  .optional();

/** The contract's `deviceInfo` (§7), field by field, within its limits, with this server's messages. */
const deviceInfo = z.object({
  pageId: optionalText('pageId', deviceInfoLimits.pageId),
  sessionId: optionalText('sessionId', deviceInfoLimits.sessionId),
  ubaId: optionalText('ubaId', deviceInfoLimits.ubaId),
  ubaEvents: optionalText('ubaEvents', deviceInfoLimits.ubaEvents),
} satisfies Record<keyof DeviceInfo, z.ZodType>);

/** What the client sends for fraud checks and stores: read, not used (test mode logs the fraud data). */
const context = {
  dateTime,
  facilityId: optionalText('facilityId', 50),
  storeId: optionalText('storeId', 50),
  accertifyTransactionId: optionalText('accertifyTransactionId', 200),
  deviceInfo: deviceInfo.optional(),
};

/** The checkoutId of a secure field: spent, so any shape the vault did not issue is simply unknown. */
const lowValueToken = requiredText('lowValueToken', 200);

// Sent by the client, but the card's own data comes from the vault's token (never trusted from the body).
const fromToken = {
  brand: optionalText('brand', 30),
  cardFirstSix: optionalText('cardFirstSix', 6),
};

const creditCardMethod = z.object({
  paymentType: z.literal('CREDIT_CARD'),
  billing: cardBillingBody,
  ...fromToken,
  expirationMonth: optionalText('expirationMonth', 2),
  expirationYear: optionalText('expirationYear', 4),
  lowValueToken,
  firstName,
  lastName,
});

/** Digits once spaces and hyphens are dropped (the flyout masks numbers with hyphens). */
const cardNumber = (pattern: RegExp, message: string) =>
  z
    .string({ error: requiredMessage('Card Number') })
    .max(40, message)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, message));

const ebtCardMethod = z.object({
  paymentType: z.literal('EBT_CARD'),
  pan: cardNumber(/^\d{16,19}$/, 'Card Number must be at least 16 characters long and at most 19 characters long.'),
});

const giftCardMethod = z.object({
  paymentType: z.literal('GIFT_CARD'),
  pan: cardNumber(/^\d{19}$/, 'Card Number must be exactly 19 characters long.'),
  pin: z.string({ error: requiredMessage('PIN') }).regex(/^\d{4}$/, 'PIN must be exactly 4 characters long.'),
});

/** POST /payment/v2/wallet: a bank, SNAP EBT or gift card, told apart by paymentMethod.paymentType. */
export const addCardBody = z.object({
  ...context,
  defaultCard: z.boolean({ error: 'defaultCard must be true or false' }).optional(),
  save: z.boolean({ error: 'save must be true or false' }).optional(),
  paymentMethod: z.discriminatedUnion('paymentType', [creditCardMethod, ebtCardMethod, giftCardMethod], {
    error: 'paymentMethod.paymentType must be CREDIT_CARD, EBT_CARD or GIFT_CARD',
  }),
});
export type AddCardBody = z.output<typeof addCardBody>;
export type CreditCardMethod = z.output<typeof creditCardMethod>;

const expirationMonth = z
  .string({ error: 'Please enter a valid expiration month.' })
  .regex(/^\d{2}$/, 'Expiration Month needs to be in a 2-digit format. (ex: 06).')
  .regex(/^(0[1-9]|1[0-2])$/, 'Please enter a valid expiration month.');

const expirationYear = z
  .string({ error: 'Please enter a valid expiration year.' })
  .regex(/^\d{4}$/, 'Please enter a valid expiration year.');

/** PUT /payment/v2/wallet (§3 "Edit card request"). */
export const editCardBody = z.object({
  ...context,
  cardId: requiredText('cardId', 100),
  /** Absent leaves the preferred flag as it is. */
  defaultCard: z.boolean({ error: 'defaultCard must be true or false' }).optional(),
  paymentGram: optionalText('paymentGram', 200),
  saved: z.boolean({ error: 'saved must be true or false' }).optional(),
  paymentMethod: z.object({
    paymentType: z.literal('CREDIT_CARD', { error: 'paymentMethod.paymentType must be CREDIT_CARD' }),
    billing: cardBillingBody,
    ...fromToken,
    expirationMonth,
    expirationYear,
    lowValueToken,
    firstName,
    lastName,
  }),
});
export type EditCardBody = z.output<typeof editCardBody>;

/** PUT /payment/v2/wallet/cards/defaults. */
export const defaultCardBody = z.object({ cardId: requiredText('cardId', 100) });
