// The modify submission (checkout spec §3 "Modify submission body", §4 "Modify submit"): built
// from the placed order as last read and the modify cart's lines. Pure, so the body is tested
// without a screen.
import type {
  Checkout,
  CheckoutLineItem,
  DeliveryType,
  ModifyCheckoutRequest,
  PaymentResponse,
  PricedLineItem,
} from '@aisle/contracts/checkout';
import { sumDollars } from '../paymentSummary/summaryLines';

/** A line of the modify cart: the product and how many; with its words and price when the host has them. */
export type ModifyCartLine = CheckoutLineItem & Partial<Pick<PricedLineItem, 'item'>>;

/** The payment service's answer to Get payment (§7): the cards authorised for the order. */
export type OrderPaymentData = PaymentResponse['data'];

/** The delivery type and instructions the modification sends: the order's, or as edited here. */
export interface ModifyFulfillment {
  deliveryType: DeliveryType;
  instructions: string;
}

/**
 * What SNAP EBT holds for the order (§4 step 2: above 0, the PIN is asked first): the payment
 * service's word once read (Get payment, refreshed after a failed submission), else the order's
 * own SNAP EBT payment.
 */
export function snapAuthorised(checkout: Checkout, payment?: OrderPaymentData): number {
  if (payment) return sumDollars(payment.ebtCards.map((card) => card.amount));
  return sumDollars(
    checkout.paymentDetails.payments.filter((each) => each.paymentType === 'EBT').map((each) => each.amountToAuthorize),
  );
}

export interface ModifyRequestInput {
  lineItems: readonly CheckoutLineItem[];
  fulfillment: ModifyFulfillment;
  /** What the SNAP EBT card is to authorise: `snapAuthorised`. */
  snapAmount: number;
  /** The PIN sealed by the wallet's PIN widget for the SNAP EBT card, when it pays. */
  encryptedPin?: string | undefined;
  /** One per attempt: a second press of the same attempt is the same modification. */
  idempotencyKey: string;
}

/**
 * The MODIFY body. The cards are the order's own (`existingAuthorizations`): SNAP EBT with what it
 * holds and its PIN, gift cards with theirs, the bank card with its amount (the service gives it
 * what the others leave). A SNAP EBT card that holds nothing is left out: the service takes no $0
 * SNAP EBT share. The payments' version is the order's versionKey, the only version the order
 * carries. Lines of no quantity are left out (the service takes 1 to 99).
 *
 * The summary is the order's as the page shows it (its cost before the modification). The promo
 * codes are the order's, each kept (ADD of a code it holds: the page cannot add or remove one).
 * The date of birth goes as identityData too, as the activation sends it, whenever the order has
 * one: not only for an order already age-restricted, since the new lines may make it so.
 */
export function modifyRequestOf(checkout: Checkout, input: ModifyRequestInput): ModifyCheckoutRequest {
  const { lineItems, fulfillment, snapAmount, encryptedPin, idempotencyKey } = input;
  const { dateOfBirth } = checkout.buyer;
  const existingAuthorizations = checkout.paymentDetails.payments.flatMap((payment) => {
    if (payment.paymentType !== 'EBT') return [{ id: payment.id, amount: payment.amountToAuthorize }];
    if (snapAmount <= 0) return [];
    return [{ id: payment.id, amount: snapAmount, ...(encryptedPin !== undefined && { encryptedPin }) }];
  });
  return {
    type: 'MODIFY',
    versionKey: checkout.versionKey,
    checksum: checkout.checksum,
    summary: checkout.summary,
    lineItems: lineItems
      .filter((line) => line.cart.quantity > 0)
      .map(({ cart: { gtin13, quantity, substitutionPolicy } }) => ({
        cart: { gtin13, quantity, ...(substitutionPolicy && { substitutionPolicy }) },
      })),
    fulfillment: { deliveryType: fulfillment.deliveryType, instructions: fulfillment.instructions },
    buyer: { dateOfBirth },
    priceAdjustment: { promos: checkout.priceAdjustment.promos.map(({ code }) => ({ action: 'ADD', code })) },
    paymentDetails: {
      ...(dateOfBirth ? { identityData: { dateOfBirth } } : {}),
      paymentMethods: { existingAuthorizations },
      paymentVersionKey: checkout.versionKey,
    },
    idempotencyKey,
  };
}

/** The SNAP EBT payment of the order: the card whose PIN is asked. */
export const snapPaymentOf = (checkout: Checkout) =>
  checkout.paymentDetails.payments.find((payment) => payment.paymentType === 'EBT');
