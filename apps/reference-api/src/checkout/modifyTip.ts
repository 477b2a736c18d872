import type { Checkout } from '@aisle/contracts/checkout';
import type { Database } from '../db/Database';
import type { ModifyTipBody } from './checkoutBodies';
import { loadCheckout } from './checkoutRecord';
import { readCheckout } from './checkoutView';
import { refuseUnwritable, type WriteGuard } from './checkoutWrite';
import { refuseUntippable, withTip } from './orderRules';
import { choosePayments, paymentTerms } from './payments';
import { priceOrder } from './pricing';
import { reauthorisePlaced } from './reauthorisePlaced';

/**
 * Changes the tip of a placed order (checkout spec §7 "tip modification", account spec ACC-30) and
 * holds its cards for the new total, as a modification does (modifyOrder.ts):
 * - The shopper's own order (else 404), placed and not yet being prepared, at the versionKey read
 *   (409 CHECKOUT_NOT_PLACED, CANNOT_MODIFY, CHECKOUT_VERSION_CONFLICT). The body has no checksum:
 *   the versionKey is the lock. The guard names the checksum just read, so the one versioned
 *   UPDATE of checkoutWrite.ts, the modification's own guard, is the only rule, not a second one.
 * - A delivery order, the tip at most the maximum: `withTip`, the draft's and activation's rule
 *   (422 TIP_INVALID).
 * - The order's chosen cards are checked and fitted again for the new total (`choosePayments`,
 *   `fitPayments`), so the bank card's amount follows the tip. SNAP EBT never pays a tip
 *   (pricing.ts), so its share is as before: it is not authorised again and its PIN, which this
 *   body cannot carry, is not asked. The bank card is re-authorised at the modification's stage of
 *   the decline table: a late rejection (POST_AUTH_REJECT) answers 402 and cancels the order, as
 *   it does a modification, since the order's authorisations are then gone.
 * - originalSummary is left as it is: it is the cost before a modification of the items and marks
 *   an order being modified (Purchase details' `modifying`); a tip change is not one, and an
 *   earlier modification's original cost stays what it was.
 * - A retry is one change by the Idempotency-Key header (the client sends the body's key there),
 *   as for the modification; without it, the retry's versionKey is stale and answers 409.
 */
export async function modifyTip(
  db: Database,
  shopperId: string,
  id: string,
  body: ModifyTipBody,
  now: Date,
): Promise<Checkout> {
  const record = await loadCheckout(db, shopperId, id);
  const guard: WriteGuard = { kind: 'placed', checksum: record.checksum };
  refuseUnwritable(record, guard, body.versionKey, now);
  // §4: a tip change needs a modifiable gratuity, even to $0 (a pickup order has no tip to change).
  refuseUntippable(record, record.state);
  let state = withTip(record, record.state, body.gratuityAmount);
  const terms = paymentTerms(record, priceOrder(record, state));
  const requests = state.payments.map((payment) => ({
    id: payment.cardId,
    paymentType: payment.paymentType,
    amountCents: payment.amountCents,
  }));
  state = { ...state, payments: await choosePayments(db, shopperId, requests, terms, now) };

  // SNAP EBT never pays a tip: its share stands, and its PIN, which this body cannot carry, is not asked.
  await reauthorisePlaced(
    db,
    {
      shopperId,
      record,
      versionKey: body.versionKey,
      guard,
      state,
      terms,
      pins: new Map(),
      reauthorised: (fitted) => fitted.filter((payment) => payment.paymentType !== 'EBT'),
    },
    now,
  );
  return readCheckout(db, shopperId, id);
}
