import { checkoutErrorCodes } from '@aisle/contracts/checkout';
import type { Database } from '../db/Database';
import { replaceAuthorisations } from './authorisations';
import { authoriseOrder } from './authoriseOrder';
import type { CheckoutRecord, CheckoutState } from './checkoutRecord';
import { writeCheckout, type WriteGuard } from './checkoutWrite';
import { fitPayments, type FittedPayment, type PaymentTerms } from './payments';

export interface PlacedChange {
  shopperId: string;
  record: CheckoutRecord;
  versionKey: string;
  guard: WriteGuard;
  /** The order as changed, its payments chosen for the new total. */
  state: CheckoutState;
  terms: PaymentTerms;
  /** SNAP EBT PINs by card id, for the cards authorised again. */
  pins: ReadonlyMap<string, string>;
  /** Which of the fitted cards are authorised again; all of them unless told. */
  reauthorised?: (fitted: readonly FittedPayment[]) => readonly FittedPayment[];
}

/**
 * Holds a placed order's cards again for its new total and writes it, in one transaction: the
 * modification's and the tip change's way. A late rejection (POST_AUTH_REJECT) cancels the order,
 * since its authorisations are then gone, and is the error to answer; a wrong PIN is answered
 * without a change; any other decline throws and changes nothing.
 */
export async function reauthorisePlaced(db: Database, change: PlacedChange, now: Date): Promise<void> {
  const { shopperId, record, versionKey, guard, state, terms, pins, reauthorised = (fitted) => fitted } = change;
  const refusal = await db.transaction(async (tx) => {
    const fitted = await fitPayments(tx, shopperId, state.payments, terms);
    const outcome = await authoriseOrder(tx, shopperId, reauthorised(fitted), pins, 'modify', now);
    if (outcome.kind === 'pinRefused') return outcome.error;
    if (outcome.kind === 'declined' && outcome.decline.code !== checkoutErrorCodes.postAuthReject) throw outcome.error;
    if (outcome.kind === 'declined') {
      await writeCheckout(tx, record, versionKey, guard, { ...record.state, status: 'CANCELLED' }, now);
      await replaceAuthorisations(tx, record.id, [], now);
      return outcome.error;
    }
    await writeCheckout(tx, record, versionKey, guard, state, now);
    await replaceAuthorisations(tx, record.id, fitted, now);
    return undefined;
  });
  if (refusal) throw refusal;
}
