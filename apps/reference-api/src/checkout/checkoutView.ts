import type { Checkout } from '@aisle/contracts/checkout';
import { fromCents } from '@aisle/contracts';
import type { Queryable } from '../db/Database';
import { authorisationPayment, authorisedPayment, listAuthorisations } from './authorisations';
import { loadCheckout, type CheckoutRecord } from './checkoutRecord';
import { deliveryVendorOf } from './deliveryVendor';
import { gratuityOf, tipChoice } from './gratuity';
import { fitPayments, paymentTerms, toCheckoutPayment } from './payments';
import { priceOrder, type PricedOrder } from './pricing';
import { findShopperAddress, toCheckoutAddress } from './shopperAddress';

type PaidWith = Pick<Checkout['paymentDetails'], 'payments' | 'payment' | 'ebtDetails'>;

/** What a draft's cards would authorise now (a tip changes what the bank card pays); nothing is authorised yet. */
async function draftPayments(db: Queryable, record: CheckoutRecord, priced: PricedOrder): Promise<PaidWith> {
  const fitted = await fitPayments(db, record.shopperId, record.state.payments, paymentTerms(record, priced));
  return { payments: fitted.map(toCheckoutPayment), payment: { transactions: [] }, ebtDetails: null };
}

/** What a placed order's cards were authorised. */
async function placedPayments(db: Queryable, record: CheckoutRecord): Promise<PaidWith> {
  const authorisations = await listAuthorisations(db, record.id);
  return { payments: authorisations.map(authorisationPayment), ...authorisedPayment(authorisations) };
}

/** The checkout as the calls answer it. */
export async function toCheckout(db: Queryable, record: CheckoutRecord): Promise<Checkout> {
  const { state } = record;
  const priced = priceOrder(record, state);
  const paid = state.status === 'DRAFT' ? await draftPayments(db, record, priced) : await placedPayments(db, record);
  const gratuity = gratuityOf(record.modalityType, priced.itemsCents);
  const address = await findShopperAddress(db, record.shopperId);
  return {
    id: record.id,
    versionKey: String(record.versionKey),
    checksum: record.checksum,
    status: state.status,
    modalityType: record.modalityType,
    ...(record.cartId && { cartId: record.cartId }),
    lineItems: priced.lineItems,
    fulfillment: {
      promise: {
        id: record.promiseId,
        window: record.window,
        expiration: record.expiresAt.toISOString(),
      },
      locationId: record.locationId,
      destination: record.destination,
      contact: { ...state.contact, dateOfBirth: state.buyerDateOfBirth },
      instructions: state.instructions,
      deliveryType: state.deliveryType,
    },
    buyer: {
      email: record.email,
      dateOfBirth: state.buyerDateOfBirth,
      address: address ? toCheckoutAddress(address) : null,
    },
    paymentDetails: {
      ...paid,
      gratuityAmount: fromCents(state.gratuityCents),
      ...tipChoice(state.gratuityCents, gratuity),
    },
    gratuity,
    summary: { cost: priced.cost },
    originalSummary: state.originalSummary,
    priceAdjustment: { promos: priced.promos, coupons: priced.coupons },
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
