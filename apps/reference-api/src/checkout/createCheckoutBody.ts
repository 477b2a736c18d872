import { z } from 'zod';
import { requiredText as text, optionalText } from '../http/fields';
import { contactBody, dateOfBirth, deliveryType, gtin13, instructions, substitution } from './checkoutBodies';

// The body of POST /atlas/v1/checkout/v2/checkouts (@aisle/contracts/checkout's
// createCheckoutRequest, checkout spec §7 "Create checkout (v2)"). What breaks it is 400; what it
// asks that the shopper's promise, profile or store refuses is 403, 404, 409, 410 or 422.

/** Any whole number of at least 1: over the order's limit is the checkout's own error, not bad input. */
const lineQuantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity is a whole number')
  .min(1, 'quantity is at least 1')
  .max(1_000_000, 'quantity is at most 1000000');

/** Degrees, as the address book keeps them; either spelling the service shape allows. */
const coordinates = z
  .union([
    z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  ])
  .transform((point) => ('lat' in point ? point : { lat: point.latitude, lng: point.longitude }));

/** An address in the service shape (lines unit then street), with the address book's limits. */
const addressBody = z.object({
  addressLines: z
    .array(text('addressLines', 40), { error: 'addressLines must be a list' })
    .min(1, 'addressLines holds the street')
    .max(2, 'addressLines holds at most 2 lines'),
  cityTown: text('cityTown', 40),
  county: optionalText('county', 40),
  stateProvince: text('stateProvince', 3),
  postalCode: text('postalCode', 10),
  countryCode: optionalText('countryCode', 2),
  location: coordinates.optional(),
});
export type DestinationAddress = z.output<typeof addressBody>;

export const createCheckoutBody = z.object({
  modalityType: z.enum(['PICKUP', 'DELIVERY', 'SHIP'], { error: 'modalityType is PICKUP, DELIVERY or SHIP' }),
  lineItems: z
    .array(z.object({ cart: z.object({ gtin13, quantity: lineQuantity, substitutionPolicy: substitution }) }), {
      error: 'lineItems must be a list',
    })
    .min(1, 'lineItems holds at least one line')
    .max(200, 'lineItems holds at most 200 lines'),
  fulfillment: z.object({
    promise: z.object({ id: text('id', 80), versionKey: text('versionKey', 20) }),
    contact: contactBody.and(z.object({ dateOfBirth: dateOfBirth.optional() })).optional(),
    address: addressBody.optional(),
    location: z.object({ id: text('location.id', 20) }).optional(),
    deliveryType: deliveryType.optional(),
    instructions: instructions.optional(),
  }),
  cartId: text('cartId', 80).optional(),
  buyer: z
    .object({
      profileId: text('profileId', 80).optional(),
      dateOfBirth: dateOfBirth.optional(),
      email: text('email', 254).optional(),
      loyaltyId: text('loyaltyId', 40).optional(),
      address: addressBody.optional(),
    })
    .optional(),
  properties: z
    .object({
      paymentVersion: z.literal('2', { error: "paymentVersion is '2'" }),
      createOrderPromiseHadFallout: z.boolean(),
    })
    .optional(),
});
export type CreateCheckoutBody = z.output<typeof createCheckoutBody>;
