import type { PaymentQuery, PaymentResponse, Purchase } from '@aisle/contracts/checkout';
import { fromCents } from '@aisle/contracts';
import type { Queryable } from '../db/Database';
import { listAuthorisations, type Authorisation } from './authorisations';
import { loadCheckout, loadPlacedCheckouts } from './checkoutRecord';
import { fitPayments, paymentTerms } from './payments';
import { priceOrder } from './pricing';

type PaymentAnswer = PaymentResponse['data'];

/** Get payment's options (wallet spec §7), as its query gives them. */
export type PaymentOptions = Pick<PaymentQuery, 'shouldOnlyShowAuths' | 'shouldIncludeGiftCardRemainingBalance'>;

function toAnswer(
  checkoutId: string,
  authorisations: readonly Authorisation[],
  { shouldIncludeGiftCardRemainingBalance }: PaymentOptions,
): PaymentAnswer {
  const paid = (type: Authorisation['payment_type']) =>
    authorisations
      .filter((each) => each.payment_type === type)
      .map((each) => ({
        card: { brand: each.brand, lastFourPan: each.last_four },
        amount: fromCents(each.amount_cents),
      }));
  const giftCards = authorisations
    .filter((each) => each.payment_type === 'GIFT_CARD')
    .map((each) => ({
      card: { brand: each.brand, lastFourPan: each.last_four },
      amount: fromCents(each.amount_cents),
      ...(shouldIncludeGiftCardRemainingBalance && { remainingBalance: fromCents(each.remaining_balance_cents ?? 0) }),
      // The wallet keeps no card number, only its last four: masked as the wallet shows it.
      cardNumber: `•••• ${each.last_four}`,
    }));
  return { checkoutId, bankCards: paid('BANK_CARD'), ebtCards: paid('EBT'), giftCards };
}

/**
 * Get payment (§7): what a placed order authorised on each card; for a draft, which has authorised
 * nothing, what its chosen cards would authorise now, unless asked for the authorisations alone.
 */
export async function readPayment(
  db: Queryable,
  shopperId: string,
  checkoutId: string,
  options: PaymentOptions,
): Promise<PaymentAnswer> {
  const record = await loadCheckout(db, shopperId, checkoutId);
  if (record.state.status !== 'DRAFT') return toAnswer(record.id, await listAuthorisations(db, record.id), options);
  if (options.shouldOnlyShowAuths) return toAnswer(record.id, [], options);
  const terms = paymentTerms(record, priceOrder(record, record.state));
  const fitted = await fitPayments(db, shopperId, record.state.payments, terms);
  return toAnswer(
    record.id,
    fitted.map((payment, position) => ({
      id: String(position),
      card_id: payment.card.id,
      payment_type: payment.paymentType,
      brand: payment.card.brand,
      last_four: payment.card.last_four,
      amount_cents: payment.amountCents,
      remaining_balance_cents: (payment.card.balance_cents ?? 0) - payment.amountCents,
    })),
    options,
  );
}

/** Purchase History: the shopper's placed orders, newest first. */
export async function listPurchases(db: Queryable, shopperId: string): Promise<Purchase[]> {
  const records = await loadPlacedCheckouts(db, shopperId);
  return records.flatMap((record) => {
    const { status, placedAt } = record.state;
    if (status === 'DRAFT' || !placedAt) return [];
    const { cost } = priceOrder(record, record.state);
    return [
      {
        checkoutId: record.id,
        modalityType: record.modalityType,
        status,
        placedDate: placedAt.toISOString(),
        window: record.window,
        itemCount: cost.itemCount,
        total: cost.total,
        modifiable: status === 'ACTIVE' && !record.preparing,
      },
    ];
  });
}
