import type { Checkout } from '@aisle/contracts/checkout';
import { fromCents } from '@aisle/contracts';
import type { Queryable } from '../db/Database';
import { authorisationPayment, listAuthorisations } from './authorisations';
import { loadCheckout, type CheckoutRecord } from './checkoutRecord';
import { deliveryVendorOf } from './deliveryVendor';
import { gratuityOf } from './gratuity';
import { fitPayments, paymentTerms, toCheckoutPayment } from './payments';
import { priceOrder } from './pricing';

/**
 * The checkout as the calls answer it. A draft's payments are worked out from the order as it is
 * now (a tip changes what the bank card pays); a placed order's are what was authorised.
 */
export async function toCheckout(db: Queryable, record: CheckoutRecord): Promise<Checkout> {
  const { state } = record;
  const priced = priceOrder(record, state);
  const payments =
    state.status === 'DRAFT'
      ? (await fitPayments(db, record.shopperId, state.payments, paymentTerms(record, priced))).map(toCheckoutPayment)
      : (await listAuthorisations(db, record.id)).map(authorisationPayment);
  return {
    id: record.id,
    versionKey: String(record.versionKey),
    checksum: record.checksum,
    status: state.status,
    modalityType: record.modalityType,
    lineItems: priced.lineItems,
    fulfillment: {
      promise: {
        id: record.promiseId,
        window: record.window,
        expiration: record.expiresAt.toISOString(),
      },
      locationId: record.locationId,
      destination: record.destination,
      contact: state.contact,
      instructions: state.instructions,
      deliveryType: state.deliveryType,
    },
    buyer: { email: record.email, dateOfBirth: state.buyerDateOfBirth },
    paymentDetails: { payments, gratuityAmount: fromCents(state.gratuityCents) },
    gratuity: gratuityOf(record.modalityType, priced.itemsCents),
    summary: { cost: priced.cost },
    originalSummary: state.originalSummary,
    priceAdjustment: { promos: priced.promos },
    ageRestriction: priced.ageRestriction,
    deliveryVendor: deliveryVendorOf(record),
    placedDate: state.placedAt?.toISOString() ?? null,
    modifiable: state.status === 'ACTIVE' && !record.preparing,
    createdDate: record.createdAt.toISOString(),
  };
}

/** The shopper's checkout as the calls answer it; another shopper's reads as not found. */
export async function readCheckout(db: Queryable, shopperId: string, id: string): Promise<Checkout> {
  return toCheckout(db, await loadCheckout(db, shopperId, id));
}
