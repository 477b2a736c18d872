import type { Checkout, CheckoutPayment, CheckoutPaymentType, CheckoutTransaction } from '@aisle/contracts/checkout';
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
  /**
   * What the card has left after this authorisation: a gift card's, and a SNAP EBT card's whose PIN
   * it checked (amounts above 0); null for the others, and for SNAP EBT on orders placed before it was kept.
   */
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
    const leavesBalance =
      payment.paymentType === 'GIFT_CARD' || (payment.paymentType === 'EBT' && payment.amountCents > 0);
    const remaining = leavesBalance ? (payment.card.balance_cents ?? 0) - payment.amountCents : null;
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
  // The vault keys a card by its wallet id; a card that left the wallet left the vault with it.
  vaultId: authorisation.card_id,
});

/** A bank card's brand (VISA, …); SNAP EBT pays from its SNAP program; gift cards have no brand of their own. */
const subTypeOf = ({ payment_type: type, brand }: Authorisation) =>
  type === 'EBT' ? 'SNAP' : type === 'GIFT_CARD' ? 'GIFT' : brand;

/**
 * A placed order's transactions and SNAP EBT balance (§3 "paymentDetails"): one transaction per card
 * that was authorised an amount (a SNAP EBT card asked $0 was not), and what the SNAP EBT card had
 * left once its share was authorised.
 */
export function authorisedPayment(
  authorisations: readonly Authorisation[],
): Pick<Checkout['paymentDetails'], 'payment' | 'ebtDetails'> {
  const authorised = authorisations.filter((each) => each.amount_cents > 0);
  const transactions = authorised.map((each): CheckoutTransaction => ({
    paymentMethod: {
      subType: subTypeOf(each),
      type: each.payment_type,
      lastFourOfCard: each.last_four,
    },
  }));
  const snap = authorised.find((each) => each.payment_type === 'EBT')?.remaining_balance_cents ?? null;
  return {
    payment: { transactions },
    ebtDetails: snap === null ? null : { remainingBalance: { snap: fromCents(snap) } },
  };
}
