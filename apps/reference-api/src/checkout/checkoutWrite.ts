import { createHash } from 'node:crypto';
import { checkoutErrorCodes } from '@aisle/contracts/checkout';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { checkoutNotFound, type CheckoutRecord, type CheckoutState } from './checkoutRecord';
import { priceOrder, type PricingFacts } from './pricing';

/*
 * The one locking rule of a checkout: every change is a single UPDATE that names the versionKey the
 * caller read (and, for a placed order, its checksum) and bumps it. Two devices writing at once
 * cannot both win: the second's UPDATE finds another version and matches nothing, and is answered
 * 409 (or 404, 410), never 500. Nothing else writes a checkout's state.
 */

/** A draft (its promise still held), or a placed order not yet being prepared, at this checksum. */
export type WriteGuard = { kind: 'draft' } | { kind: 'placed'; checksum: string };

export const versionConflict = () =>
  new ApiError(
    409,
    checkoutErrorCodes.conflict,
    'Your order has been updated on another device. Please refresh and try again.',
  );

/** The versionKey as the database holds it; anything else matches no version. */
const versionNumber = (versionKey: string) => (/^\d{1,9}$/.test(versionKey) ? Number(versionKey) : -1);

interface Current {
  status: string;
  version_key: number;
  checksum: string;
  preparing: boolean;
  expires_at: Date;
}

/** Why a write with this guard and versionKey cannot happen to the checkout as it is now, if it cannot. */
function refusal(current: Current, guard: WriteGuard, versionKey: string, now: Date): ApiError | undefined {
  if (guard.kind === 'draft') {
    if (current.status !== 'DRAFT') {
      const reason = current.status === 'ACTIVE' ? 'This order has already been placed.' : 'This order was cancelled.';
      return new ApiError(409, checkoutErrorCodes.notDraft, reason);
    }
    if (new Date(current.expires_at).getTime() <= now.getTime()) {
      return new ApiError(
        410,
        checkoutErrorCodes.expired,
        'Your order has expired. Please return to the scheduling page.',
      );
    }
  } else {
    if (current.status !== 'ACTIVE') {
      return new ApiError(409, checkoutErrorCodes.notPlaced, 'Only a placed order can be modified.');
    }
    if (current.preparing) {
      return new ApiError(
        409,
        checkoutErrorCodes.cannotModify,
        "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
      );
    }
    if (current.checksum !== guard.checksum) return versionConflict();
  }
  return current.version_key === versionNumber(versionKey) ? undefined : versionConflict();
}

/** Refuses early, before any work, what the write would refuse: the same reasons in the same order. */
export function refuseUnwritable(record: CheckoutRecord, guard: WriteGuard, versionKey: string, now: Date): void {
  const problem = refusal(
    {
      status: record.state.status,
      version_key: record.versionKey,
      checksum: record.checksum,
      preparing: record.preparing,
      expires_at: record.expiresAt,
    },
    guard,
    versionKey,
    now,
  );
  if (problem) throw problem;
}

/** Changes with anything the shopper pays for: the modify submission sends it back. */
export function checksumOf(record: PricingFacts, state: CheckoutState): string {
  const { cost } = priceOrder(record, state);
  const paid = {
    lineItems: state.lineItems,
    flashSaleItems: state.flashSaleItems,
    promoCodes: state.promoCodes,
    gratuityCents: state.gratuityCents,
    payments: state.payments,
    deliveryType: state.deliveryType,
    status: state.status,
    cost,
  };
  return createHash('sha256').update(JSON.stringify(paid)).digest('hex').slice(0, 16);
}

/** Writes the whole state under the guard, or throws why it could not. */
export async function writeCheckout(
  db: Queryable,
  record: CheckoutRecord,
  versionKey: string,
  guard: WriteGuard,
  state: CheckoutState,
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE checkouts c
        SET status = $4, line_items = $5::jsonb, flash_sale_items = $6::jsonb, contact_first_name = $7,
            contact_last_name = $8, contact_phone = $9, sms_optin = $10, instructions = $11, delivery_type = $12,
            gratuity_cents = $13, promo_codes = $14::jsonb, payments = $15::jsonb, buyer_date_of_birth = $16::date,
            placed_at = $17, original_summary = $18::jsonb, activation_key = $19, checksum = $20, modified_at = $21,
            version_key = c.version_key + 1
      WHERE c.id = $1 AND c.shopper_id = $2 AND c.version_key = $3
        AND CASE WHEN $22::text = 'draft'
                 THEN c.status = 'DRAFT'
                      AND EXISTS (SELECT 1 FROM promises p WHERE p.id = c.promise_id AND p.expires_at > $21)
                 ELSE c.status = 'ACTIVE' AND NOT c.preparing AND c.checksum = $23::text
            END
      RETURNING c.id`,
    [
      record.id,
      record.shopperId,
      versionNumber(versionKey),
      state.status,
      JSON.stringify(state.lineItems),
      JSON.stringify(state.flashSaleItems),
      state.contact.firstName,
      state.contact.lastName,
      state.contact.phone,
      state.contact.smsOptin,
      state.instructions,
      state.deliveryType,
      state.gratuityCents,
      JSON.stringify(state.promoCodes),
      JSON.stringify(state.payments),
      state.buyerDateOfBirth,
      state.placedAt,
      state.originalSummary === null ? null : JSON.stringify(state.originalSummary),
      state.activationKey,
      checksumOf(record, state),
      now,
      guard.kind,
      guard.kind === 'placed' ? guard.checksum : null,
    ],
  );
  if (rows.length > 0) return;
  const { rows: found } = await db.query<Current>(
    `SELECT c.status, c.version_key, c.checksum, c.preparing, p.expires_at
       FROM checkouts c JOIN promises p ON p.id = c.promise_id WHERE c.id = $1 AND c.shopper_id = $2`,
    [record.id, record.shopperId],
  );
  const current = found[0];
  if (!current) throw checkoutNotFound();
  throw refusal(current, guard, versionKey, now) ?? versionConflict();
}
