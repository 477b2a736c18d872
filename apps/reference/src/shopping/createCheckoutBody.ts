import type { CustomerProfile } from '@aisle/contracts/account';
import type { CheckoutModality, CreateCheckoutRequest } from '@aisle/contracts/checkout';
import type { ActiveModality, PromiseV4 } from '@aisle/contracts/scheduling';
import { cartSubstitutionPolicy, type CartLine } from './cart';

export interface CheckoutStart {
  /** The signed-in shopper's profile; without it the service fills the buyer and contact itself. */
  profile: CustomerProfile | null;
  /** How and where the shopper chose to shop: where a delivery goes, and from which store. */
  activeModality: ActiveModality | null;
  /** The date of birth the age check confirmed, 'YYYY-MM-DD'. */
  dateOfBirth: string | undefined;
  /** The cart's id ('' for a cart that has none yet, as one kept from before cart ids). */
  cartId?: string;
}

/** The checkout's way of shopping for a held promise: only pickup, delivery and ship hold one. */
function checkoutModalityOf(modality: PromiseV4['modalityType']): CheckoutModality {
  return modality === 'PICKUP' || modality === 'SHIP' ? modality : 'DELIVERY';
}

/**
 * Create checkout (v2)'s body (checkout spec §7): the held time and the cart's lines, the buyer,
 * and the contact, address and store the order starts out with. The contact form on the payment
 * step edits the contact; the draft begins with the profile's name and mobile number, texts off.
 */
export function createCheckoutBody(
  promise: PromiseV4,
  lines: readonly CartLine[],
  { profile, activeModality, dateOfBirth, cartId }: CheckoutStart,
): CreateCheckoutRequest {
  const excluded = new Set(
    promise.selections.flatMap((selection) => selection.items.excluded.map((item) => item.gtin13)),
  );
  const modalityType = checkoutModalityOf(promise.modalityType);
  // The choice is the one the time was reserved for only when it is of the same way of shopping.
  const chosen = activeModality?.modalityType === modalityType ? activeModality.destination : undefined;
  const mobile = profile?.phones.find((phone) => phone.kind === 'MOBILE')?.number;
  return {
    modalityType,
    lineItems: lines.map(({ gtin13, quantity }) => ({
      cart: { gtin13, quantity, substitutionPolicy: cartSubstitutionPolicy },
    })),
    fulfillment: {
      promise: { id: promise.id, versionKey: promise.versionKey },
      ...(profile && {
        contact: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: mobile && /^\+1\d{10}$/.test(mobile) ? mobile : '',
          smsOptin: false,
          ...(dateOfBirth && { dateOfBirth }),
        },
      }),
      ...(modalityType !== 'PICKUP' && chosen?.address && { address: chosen.address }),
      ...(chosen?.locationId && { location: { id: chosen.locationId } }),
    },
    ...((profile || dateOfBirth) && {
      buyer: {
        ...(profile && {
          profileId: profile.userId,
          email: profile.emailAddress,
          ...(profile.loyaltyCardNumber && { loyaltyId: profile.loyaltyCardNumber }),
          ...(profile.address && { address: profile.address }),
        }),
        ...(dateOfBirth && { dateOfBirth }),
      },
    }),
    ...(cartId && { cartId }),
    properties: {
      paymentVersion: '2',
      createOrderPromiseHadFallout: lines.some((line) => excluded.has(line.gtin13)),
    },
  };
}
