import type { ModifyTipRequest } from '@aisle/contracts/checkout';
import { z } from 'zod';
import { requiredText as text, typeMessage } from '../http/fields';
import { maxEncryptedPinLength } from '../secureFields/pinEntry';

// The bodies of PUT /atlas/v1/checkout/v2/checkouts/:id (@aisle/contracts/checkout's
// updateCheckoutRequest, activateCheckoutRequest, modifyCheckoutRequest) and of the tip modification
// (modifyTipRequest) with their limits (§5, §9). What breaks them is 400; what they ask that the
// order refuses is 409, 410 or 422.

/** Dollars with at most two decimals. */
const money = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must not be negative`)
    .max(max, `${label} must be at most ${max}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} has at most two decimals`);

const versionKey = text('versionKey', 20);
const idempotencyKey = z
  .string({ error: typeMessage('idempotencyKey') })
  .regex(/^[\x21-\x7e]{1,255}$/, 'idempotencyKey is 1 to 255 visible ASCII characters');
export const deliveryType = z.enum(['Standard', 'Contactless'], { error: 'deliveryType is Standard or Contactless' });
// Line breaks are the only control characters notes may hold.
export const instructions = z
  .string({ error: typeMessage('instructions') })
  .max(128, 'instructions must be at most 128 characters')
  .regex(/^(?:[^\p{Cc}\p{Cs}]|\n)*$/u, 'instructions must not contain control characters');
export const gtin13 = z.string({ error: 'gtin13 must be text' }).regex(/^\d{13}$/, 'gtin13 is 13 digits');
// Years PostgreSQL's date and a living buyer both allow; a date that does not exist is refused.
export const dateOfBirth = z
  .string({ error: typeMessage('dateOfBirth') })
  .regex(/^(?:19|20)\d{2}-\d{2}-\d{2}$/, 'dateOfBirth is YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'dateOfBirth is not a date');

/** A line's substitution policy (§9); left out, the line is not replaced (NONE). */
export const substitution = z
  .enum(['SHOPPER_CHOICE', 'NONE'], { error: 'substitutionPolicy is SHOPPER_CHOICE or NONE' })
  .optional();

export const contactBody = z
  .object({
    firstName: text('firstName', 40, 'First name is required'),
    lastName: text('lastName', 40, 'Last name is required'),
    phone: z.string({ error: typeMessage('phone') }).regex(/^(?:\+1\d{10})?$/, 'phone is +1 and 10 digits, or empty'),
    smsOptin: z.boolean({ error: 'smsOptin is true or false' }),
  })
  .refine((contact) => !contact.smsOptin || contact.phone !== '', {
    message: 'Text messages need a valid phone number',
    path: ['smsOptin'],
  });

// The checkout spec lists both EBT and EBT_CARD as payment types and tells them apart nowhere:
// EBT_CARD is the wallet's type of the SNAP EBT card, so a client that names the card by it pays
// by SNAP EBT all the same. Read here once, so every rule after this sees one name.
const paymentType = z
  .enum(['BANK_CARD', 'EBT', 'EBT_CARD', 'GIFT_CARD'], {
    error: 'paymentType is BANK_CARD, EBT, EBT_CARD or GIFT_CARD',
  })
  .transform((type) => (type === 'EBT_CARD' ? 'EBT' : type));
const cardId = text('id', 80);
const cardShare = z.object({ card: z.object({ id: cardId }), amount: money('amount', 100_000) });

export const updateBody = z
  .object({
    type: z.literal('UPDATE'),
    versionKey,
    priceAdjustment: z
      .object({
        promos: z
          .array(
            z.object({
              action: z
                .string({ error: 'action is ADD or REMOVE' })
                .transform((value) => value.toUpperCase())
                .pipe(z.enum(['ADD', 'REMOVE'], { error: 'action is ADD or REMOVE' })),
              code: text('code', 128, 'You must enter a promo code'),
            }),
          )
          .max(10, 'promos holds at most 10 changes'),
      })
      .optional(),
    paymentDetails: z.object({ gratuityAmount: money('gratuityAmount', 10_000) }).optional(),
    payments: z
      .array(
        z.object({
          id: cardId,
          paymentType,
          balance: z.number({ error: 'balance must be a number' }).nullable().optional(),
          amount: money('amount', 100_000),
        }),
      )
      .max(7, 'payments holds at most 7 cards')
      .optional(),
    fulfillment: z.object({ contact: contactBody, instructions, deliveryType }).optional(),
    lineItems: z
      .array(
        z.object({
          gtin13,
          quantity: z
            .int({ error: 'quantity is a whole number' })
            .min(0, 'quantity is at least 0')
            .max(99, 'quantity is at most 99'),
          modalityType: z.enum(['PICKUP', 'DELIVERY', 'SHIP'], { error: 'modalityType is PICKUP, DELIVERY or SHIP' }),
          substitutionPolicy: z.literal('NONE', { error: 'substitutionPolicy is NONE' }),
          couponId: text('couponId', 80),
          sourceStoreId: text('sourceStoreId', 8),
        }),
      )
      .max(20, 'lineItems holds at most 20 lines')
      .optional(),
  })
  .refine(
    (body) =>
      [body.priceAdjustment, body.paymentDetails, body.payments, body.fulfillment, body.lineItems].some(Boolean),
    {
      message: 'An update changes at least one of priceAdjustment, paymentDetails, payments, fulfillment, lineItems',
      path: ['versionKey'],
    },
  );
export type UpdateBody = z.infer<typeof updateBody>;

export const activateBody = z.object({
  type: z.literal('ACTIVATE'),
  versionKey,
  paymentDetails: z.object({
    paymentMethods: z.object({
      bankCards: z.array(cardShare).max(7, 'bankCards holds at most 7 cards'),
      ebtCards: z
        .array(
          cardShare.extend({
            program: z.literal('SNAP', { error: 'program is SNAP' }),
            encryptedPin: text('encryptedPin', maxEncryptedPinLength),
          }),
        )
        .max(7, 'ebtCards holds at most 7 cards'),
      giftCards: z.array(cardShare).max(7, 'giftCards holds at most 7 cards'),
    }),
    gratuityAmount: money('gratuityAmount', 10_000),
    identityData: z.object({ dateOfBirth }).optional(),
  }),
  deliveryTermsAccepted: z.boolean({ error: 'deliveryTermsAccepted is true or false' }).optional(),
  idempotencyKey,
});
export type ActivateBody = z.infer<typeof activateBody>;

/**
 * Create purchase (POST /payment/v1/checkouts/:checkoutId): the activation's body without its type.
 * A type is refused rather than dropped: a MODIFY sent here must not place an order.
 */
export const createPurchaseBody = activateBody
  .omit({ type: true })
  .extend({ type: z.never({ error: 'type is left out: a create purchase places the order' }).optional() });

// The order's cost as the shopper saw it (checkout spec §3 "summary.cost"): amounts in dollars.
const summaryBody = z.object(
  {
    cost: z.object(
      {
        itemTotal: money('itemTotal', 100_000),
        itemCount: z.int({ error: 'itemCount is a whole number' }).min(0, 'itemCount is at least 0'),
        couponTotal: money('couponTotal', 100_000),
        promoTotal: money('promoTotal', 100_000),
        yellowTagDiscountTotal: money('yellowTagDiscountTotal', 100_000),
        taxTotal: money('taxTotal', 100_000).nullable(),
        serviceFee: money('serviceFee', 100_000),
        regulatoryFees: z
          .array(z.object({ label: text('label', 80), amount: money('amount', 100_000) }), {
            error: 'regulatoryFees must be a list',
          })
          .max(10, 'regulatoryFees holds at most 10 fees'),
        bagFee: money('bagFee', 100_000),
        bagBan: z.boolean({ error: 'bagBan is true or false' }).optional(),
        gratuityTotal: money('gratuityTotal', 10_000),
        total: money('total', 100_000),
        ebtTotal: money('ebtTotal', 100_000),
        nonEbtTotal: money('nonEbtTotal', 100_000),
      },
      { error: 'cost is required' },
    ),
  },
  { error: 'summary must be an object' },
);

/*
 * The modification's new parts, and what each means (modifyOrder.ts applies them):
 * - summary: the order's cost the page showed, before the modification. Only validated: the
 *   checksum the body carries already changes with that cost (checkoutWrite.ts `checksumOf`), so a
 *   page that shows a stale total already answers 409 CHECKOUT_VERSION_CONFLICT; comparing the two
 *   again would refuse nothing more. The new lines make a new total, which is the service's to work out.
 * - priceAdjustment: the update's promo changes, on the order's own codes (`keptPromoCodes`).
 * - paymentDetails.identityData: the buyer's date of birth for age-restricted items, as the
 *   activation takes it. Beside a buyer.dateOfBirth it must be the same date: an age check is
 *   not left to a choice between two.
 */
const modifyFields = z.object({
  type: z.literal('MODIFY'),
  versionKey,
  checksum: text('checksum', 64),
  summary: summaryBody.optional(),
  lineItems: z
    .array(
      z.object({
        cart: z.object({
          gtin13,
          quantity: z
            .int({ error: 'quantity is a whole number' })
            .min(1, 'quantity is at least 1')
            .max(99, 'quantity is at most 99'),
          substitutionPolicy: substitution,
        }),
      }),
      { error: 'lineItems must be a list' },
    )
    .min(1, 'lineItems holds at least one line')
    .max(200, 'lineItems holds at most 200 lines'),
  fulfillment: z.object({ deliveryType, instructions }).optional(),
  buyer: z.object({ dateOfBirth: dateOfBirth.nullable() }).optional(),
  // The update's own: the same changes, and the same limits and messages.
  priceAdjustment: updateBody.shape.priceAdjustment,
  paymentDetails: z.object({
    identityData: z.object({ dateOfBirth }, { error: 'identityData must be an object' }).optional(),
    paymentMethods: z.object({
      existingAuthorizations: z
        .array(
          z.object({
            id: cardId,
            amount: money('amount', 100_000),
            encryptedPin: text('encryptedPin', maxEncryptedPinLength).optional(),
          }),
        )
        .max(7, 'existingAuthorizations holds at most 7 cards'),
    }),
    paymentVersionKey: text('paymentVersionKey', 20),
  }),
  idempotencyKey,
});

export const modifyBody = modifyFields.refine(
  (body) => {
    const [given, buyer] = [body.paymentDetails.identityData?.dateOfBirth, body.buyer?.dateOfBirth];
    return given === undefined || buyer === undefined || buyer === null || given === buyer;
  },
  {
    message: 'identityData.dateOfBirth and buyer.dateOfBirth must be the same date',
    path: ['paymentDetails', 'identityData', 'dateOfBirth'],
  },
);
export type ModifyBody = z.infer<typeof modifyBody>;

/**
 * PUT /payment/v1/modifytip/:checkoutId (§7 "tip modification"): the tip is the activation's own
 * field, so the same limits and messages (0 to $10,000 with two decimals here; over the order's
 * maximum is the order's to refuse, 422 TIP_INVALID). The idempotencyKey is checked as the
 * activation's and the modification's are; the client also sends it as the Idempotency-Key header,
 * which is what makes a retry one change (idempotency.ts).
 */
export const modifyTipBody = z.object(
  {
    versionKey,
    gratuityAmount: activateBody.shape.paymentDetails.shape.gratuityAmount,
    idempotencyKey,
  } satisfies Record<keyof ModifyTipRequest, z.ZodType>,
  { error: 'The body must be an object' },
);
export type ModifyTipBody = z.infer<typeof modifyTipBody>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One of the three by `type`: ACTIVATE, MODIFY, or none for an update of a draft. */
export const checkoutPutBody = z.preprocess(
  (body) => (isObject(body) && body.type === undefined ? { ...body, type: 'UPDATE' } : body),
  z.discriminatedUnion('type', [updateBody, activateBody, modifyBody], {
    error: 'type is ACTIVATE, MODIFY, or left out for an update',
  }),
);
