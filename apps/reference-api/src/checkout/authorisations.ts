import type { CheckoutPayment, CheckoutPaymentType } from '@aisle/contracts/checkout';
import { fromCents } from '@aisle/contracts';
import type { Queryable } from '../db/Database';
import type { FittedPayment } from './payments';

/** What a placed order holds on one card. */
export interface Authorisation {
  id: string;
  /** Null once the card has left the wallet. */
  card_id: string | null;
  payment_type: CheckoutPaymentType;
  brand: string;
  last_four: string;
  amount_cents: number;
  remaining_balance_cents: number | null;
}

export async function listAuthorisations(db: Queryable, checkoutId: string): Promise<Authorisation[]> {
  const { rows } = await db.query<Authorisation>(
    `SELECT id, card_id, payment_type, brand, last_four, amount_cents, remaining_balance_cents
       FROM checkout_authorizations WHERE checkout_id = $1 ORDER BY position`,
    [checkoutId],
  );
  return rows;
}

/** The order's authorisations become these: placing records them, modifying replaces them, cancelling drops them. */
export async function replaceAuthorisations(
  tx: Queryable,
  checkoutId: string,
  payments: readonly FittedPayment[],
  now: Date,
): Promise<void> {
  await tx.query('DELETE FROM checkout_authorizations WHERE checkout_id = $1', [checkoutId]);
  for (const [position, payment] of payments.entries()) {
    const remaining =
      payment.paymentType === 'GIFT_CARD' ? (payment.card.balance_cents ?? 0) - payment.amountCents : null;
    await tx.query(
      `INSERT INTO checkout_authorizations (checkout_id, card_id, payment_type, brand, last_four, amount_cents,
         remaining_balance_cents, position, authorized_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        checkoutId,
        payment.card.id,
        payment.paymentType,
        payment.card.brand,
        payment.card.last_four,
        payment.amountCents,
        remaining,
        position,
        now,
      ],
    );
  }
}

export const authorisationPayment = (authorisation: Authorisation): CheckoutPayment => ({
  id: authorisation.card_id ?? authorisation.id,
  paymentType: authorisation.payment_type,
  amountToAuthorize: fromCents(authorisation.amount_cents),
  lastFour: authorisation.last_four,
  brand: authorisation.brand,
});
