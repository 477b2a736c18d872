import { checkoutErrorCodes, type CheckoutContact, type DeliveryType } from '@aisle/contracts/checkout';
import { toCents } from '@aisle/contracts';
import { ApiError } from '../errors/apiError';
import type { CheckoutRecord, CheckoutState } from './checkoutRecord';
import { gratuityOf, maxTipCents } from './gratuity';
import { priceOrder, type PricingFacts } from './pricing';

// The rules a draft's updates and its activation share, and the modification too.

/** 422 TIP_INVALID unless the order's gratuity is modifiable (§4): only delivery orders take a tip. */
export function refuseUntippable(record: CheckoutRecord, state: CheckoutState): void {
  const { modifiable } = gratuityOf(record.modalityType, priceOrder(record, state).itemsCents);
  if (!modifiable) throw new ApiError(422, checkoutErrorCodes.tipInvalid, 'Only delivery orders take a tip.');
}

/** The tip, if the order takes it (§4: only when gratuity is modifiable) and it is at most the maximum. */
export function withTip(record: CheckoutRecord, state: CheckoutState, dollars: number): CheckoutState {
  const cents = toCents(dollars) ?? 0;
  if (cents > 0) refuseUntippable(record, state);
  if (cents > maxTipCents) {
    throw new ApiError(
      422,
      checkoutErrorCodes.tipInvalid,
      `The tip can be at most $${(maxTipCents / 100).toFixed(2)}.`,
    );
  }
  return { ...state, gratuityCents: cents };
}

/**
 * Contactless delivery leaves the order at the door: not for age-restricted items (§5), nor for a
 * ship order, which a parcel carrier brings, not the store's driver (ours: the spec offers it on
 * delivery alone). A pickup keeps what it is sent, as it always has.
 */
export function refuseContactless(record: PricingFacts, state: CheckoutState, deliveryType: DeliveryType): void {
  if (deliveryType !== 'Contactless') return;
  if (record.modalityType === 'SHIP') {
    throw new ApiError(422, checkoutErrorCodes.contactlessNotAllowed, 'Contactless delivery is for delivery orders.');
  }
  if (priceOrder(record, state).ageRestriction) {
    throw new ApiError(
      422,
      checkoutErrorCodes.contactlessNotAllowed,
      'Contactless delivery is not available for orders with age-restricted items.',
    );
  }
}

/** 422 CONTACT_REQUIRED with the spec's words (§5 "At submit") when a part of the contact is missing. */
export function requireContact(contact: CheckoutContact): void {
  const missing = !contact.phone
    ? 'Phone number is required'
    : !contact.firstName
      ? 'First name is required'
      : !contact.lastName
        ? 'Last name is required'
        : undefined;
  if (missing) throw new ApiError(422, checkoutErrorCodes.contactRequired, missing);
}

/** Whole years from a YYYY-MM-DD birth date to `now`, by the calendar. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const before = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (before ? 1 : 0);
}

/** An order of age-restricted items needs a buyer old enough (default minimum 21, §5). */
export function requireAge(record: CheckoutRecord, state: CheckoutState, now: Date): void {
  const restriction = priceOrder(record, state).ageRestriction;
  if (!restriction) return;
  const { minimumAge } = restriction;
  if (!state.buyerDateOfBirth || ageOn(state.buyerDateOfBirth, now) < minimumAge) {
    throw new ApiError(
      422,
      checkoutErrorCodes.ageVerificationFailed,
      `You must be ${minimumAge} or older to buy some of the items in your order.`,
    );
  }
}
