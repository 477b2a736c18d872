// What the checkout service does with each PUT on a checkout (checkout spec §4, §5, §7), over one
// checkout held in memory: the change applied and the version moved on, or the service's refusal.
// Pure, so the handlers and their tests share it.
import {
  checkoutErrorCodes,
  type ActivateCheckoutRequest,
  type Checkout,
  type CheckoutCost,
  type CheckoutPayment,
  type ModifyCheckoutRequest,
  type ModifyTipRequest,
  type UpdateCheckoutRequest,
} from '@aisle/contracts/checkout';

/** A refusal, as the handlers answer it: a status and the `{ errors: { code, reason } }` body. */
export interface Refusal {
  status: number;
  code: string;
  reason: string;
}

export type Outcome = { checkout: Checkout } | { refusal: Refusal };

/** What the handlers know beside the checkout: the cards, the promo codes, the clock, the declines. */
export interface ChangeContext {
  now: Date;
  /** Promo codes the service accepts, with what each saves. */
  promoCodes: Readonly<Record<string, number>>;
  /** Cards the payment service declines, by card id, with the code it answers (a decline or POST_AUTH_REJECT). */
  declines: Readonly<Record<string, string>>;
  /** A wallet card's brand and last four, by id. */
  cardOf(id: string): { brand: string; lastFour: string } | undefined;
}

/** The reference API's answer to a versionKey that is no longer the current one. */
export const checkoutVersionConflictError: Refusal = {
  status: 409,
  code: checkoutErrorCodes.conflict,
  reason: 'This order was changed on another device.',
};

/** The reference API's answer to a change of a draft whose reserved time has run out. */
export const checkoutExpiredError: Refusal = {
  status: 410,
  code: checkoutErrorCodes.expired,
  reason: 'The time reserved for this order has expired.',
};

const refuse = (status: number, code: string, reason: string): Outcome => ({ refusal: { status, code, reason } });
const badBody = (reason: string) => refuse(400, 'CONSTRAINT_VIOLATION_EXCEPTION', reason);
const cents = (value: number) => Math.round(value * 100) / 100;
const nextVersion = (checkout: Checkout) => String(Number(checkout.versionKey) + 1);

/** The order's total, and its SNAP and other shares, from its parts and the tip (§3 "summary.cost"). */
export function pricedCost(cost: CheckoutCost, promoTotal: number, gratuityTotal: number): CheckoutCost {
  const fees = cost.regulatoryFees.reduce((sum, fee) => sum + fee.amount, 0);
  const total = cents(
    cost.itemTotal -
      cost.yellowTagDiscountTotal -
      cost.couponTotal -
      promoTotal +
      (cost.taxTotal ?? 0) +
      cost.serviceFee +
      cost.bagFee +
      fees +
      gratuityTotal,
  );
  return { ...cost, promoTotal: cents(promoTotal), gratuityTotal, total, nonEbtTotal: cents(total - cost.ebtTotal) };
}

/**
 * Bank cards take what the other cards leave; one that is left nothing holds $1 (§4). Payments are
 * otherwise kept as the shopper set them.
 */
function settledPayments(payments: readonly CheckoutPayment[], total: number): CheckoutPayment[] {
  const others = payments.filter((payment) => payment.paymentType !== 'BANK_CARD');
  const covered = others.reduce((sum, payment) => sum + payment.amountToAuthorize, 0);
  const remainder = cents(Math.max(total - covered, 0));
  return payments.map((payment) =>
    payment.paymentType === 'BANK_CARD' ? { ...payment, amountToAuthorize: remainder > 0 ? remainder : 1 } : payment,
  );
}

function repriced(checkout: Checkout): Checkout {
  const promoTotal = checkout.priceAdjustment.promos.reduce((sum, promo) => sum + promo.amount, 0);
  const cost = pricedCost(checkout.summary.cost, promoTotal, checkout.paymentDetails.gratuityAmount);
  return {
    ...checkout,
    summary: { cost },
    paymentDetails: {
      ...checkout.paymentDetails,
      payments: settledPayments(checkout.paymentDetails.payments, cost.total),
    },
  };
}

/** As the reference API tells them apart: a suggested tip, else the shopper's own amount; neither for no tip. */
function tipChoice(checkout: Checkout, tip: number) {
  const suggested = checkout.gratuity.suggestions.includes(tip);
  return { tipValue: suggested ? tip : null, otherValue: suggested || tip === 0 ? null : tip };
}

/** Why a draft cannot change now: placed already, changed elsewhere, or its time ran out. */
function draftRefusal(checkout: Checkout, versionKey: string, now: Date): Outcome | undefined {
  if (checkout.status !== 'DRAFT') {
    return refuse(409, checkoutErrorCodes.notDraft, 'This order has been placed already.');
  }
  if (versionKey !== checkout.versionKey) return { refusal: checkoutVersionConflictError };
  if (new Date(checkout.fulfillment.promise.expiration).getTime() <= now.getTime()) {
    return { refusal: checkoutExpiredError };
  }
  return undefined;
}

function fulfillmentRefusal(checkout: Checkout, fulfillment: NonNullable<UpdateCheckoutRequest['fulfillment']>) {
  const { contact, instructions, deliveryType } = fulfillment;
  for (const name of [contact.firstName, contact.lastName]) {
    if (name.trim().length === 0 || name.length > 40) return badBody('names are 1 to 40 characters');
  }
  if (!/^\+1\d{10}$/.test(contact.phone)) return badBody("phone is '+1' and 10 digits");
  if (instructions.length > 128) return badBody('instructions are at most 128 characters');
  if (deliveryType === 'Contactless' && checkout.ageRestriction) {
    return refuse(422, 'CONTACTLESS_NOT_ALLOWED', 'Contactless delivery is not available for age-restricted orders.');
  }
  return undefined;
}

/** An update of a draft (§7): promo codes, the tip, the payments, the contact and instructions, flash-sale lines. */
export function applyUpdate(checkout: Checkout, request: UpdateCheckoutRequest, context: ChangeContext): Outcome {
  const refused = draftRefusal(checkout, request.versionKey, context.now);
  if (refused) return refused;
  let next: Checkout = { ...checkout };
  for (const change of request.priceAdjustment?.promos ?? []) {
    const code = change.code.trim().toUpperCase();
    const promos = next.priceAdjustment.promos.filter((promo) => promo.code !== code);
    if (change.action === 'REMOVE') {
      next = { ...next, priceAdjustment: { ...next.priceAdjustment, promos } };
      continue;
    }
    const amount = context.promoCodes[code];
    if (amount === undefined || code.length > 128) {
      return refuse(422, checkoutErrorCodes.promoInvalid, 'This promo code is not valid for your order.');
    }
    const added = { code, couponId: `promo-${code}`, amount };
    next = { ...next, priceAdjustment: { ...next.priceAdjustment, promos: [...promos, added] } };
  }
  if (request.paymentDetails) {
    const tip = request.paymentDetails.gratuityAmount;
    const { modifiable, maxTip } = next.gratuity;
    if (!modifiable || tip < 0 || tip > maxTip || cents(tip) !== tip) {
      return refuse(422, checkoutErrorCodes.tipInvalid, 'This tip cannot be applied to your order.');
    }
    next = { ...next, paymentDetails: { ...next.paymentDetails, gratuityAmount: tip, ...tipChoice(next, tip) } };
  }
  if (request.payments) {
    const payments = request.payments.map((payment): CheckoutPayment => {
      const known = next.paymentDetails.payments.find((existing) => existing.id === payment.id);
      const card = context.cardOf(payment.id);
      return {
        id: payment.id,
        // EBT_CARD, the wallet's name for the SNAP EBT card, pays as EBT (the reference API's rule).
        paymentType: payment.paymentType === 'EBT_CARD' ? 'EBT' : payment.paymentType,
        amountToAuthorize: payment.amount,
        lastFour: card?.lastFour ?? known?.lastFour ?? payment.id.slice(-4),
        brand: card?.brand ?? known?.brand ?? payment.paymentType,
        vaultId: payment.id,
      };
    });
    next = { ...next, paymentDetails: { ...next.paymentDetails, payments } };
  }
  if (request.fulfillment) {
    const refusedFulfillment = fulfillmentRefusal(next, request.fulfillment);
    if (refusedFulfillment) return refusedFulfillment;
    const contact = { ...request.fulfillment.contact, dateOfBirth: next.buyer.dateOfBirth };
    next = { ...next, fulfillment: { ...next.fulfillment, ...request.fulfillment, contact } };
  }
  for (const line of request.lineItems ?? []) {
    if (line.quantity < 0 || line.quantity > 10) return badBody('a flash sale line holds at most 10');
    const others = next.lineItems.filter((existing) => existing.cart.gtin13 !== line.gtin13);
    const added =
      line.quantity === 0
        ? []
        : [
            {
              cart: { gtin13: line.gtin13, quantity: line.quantity, substitutionPolicy: line.substitutionPolicy },
              item: {
                description: 'Flash sale item',
                unitPrice: 0,
                totalPrice: 0,
                snapEligible: false,
                ageRestricted: false,
              },
            },
          ];
    next = { ...next, lineItems: [...others, ...added] };
  }
  return { checkout: { ...repriced(next), versionKey: nextVersion(checkout) } };
}

/** The tip of a placed delivery order (§7 "tip modification"): its cards hold the new total. */
export function applyTipModification(checkout: Checkout, request: ModifyTipRequest): Outcome {
  if (checkout.status !== 'ACTIVE') {
    return refuse(409, checkoutErrorCodes.notPlaced, 'Only a placed order can change its tip.');
  }
  // As the reference API: the tip follows the order's own rule for changes once the store starts.
  if (!checkout.modifiable) {
    return refuse(
      409,
      checkoutErrorCodes.cannotModify,
      "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
    );
  }
  if (request.versionKey !== checkout.versionKey) return { refusal: checkoutVersionConflictError };
  const tip = request.gratuityAmount;
  const { modifiable, maxTip } = checkout.gratuity;
  if (!modifiable) return refuse(422, checkoutErrorCodes.tipInvalid, 'Only delivery orders take a tip.');
  if (tip < 0 || tip > maxTip || cents(tip) !== tip) {
    return refuse(422, checkoutErrorCodes.tipInvalid, 'This tip cannot be applied to your order.');
  }
  const next = {
    ...checkout,
    paymentDetails: { ...checkout.paymentDetails, gratuityAmount: tip, ...tipChoice(checkout, tip) },
  };
  return { checkout: { ...repriced(next), versionKey: nextVersion(checkout) } };
}

/** Places the order (§7 "Activate checkout"): the cards are authorised, or one is declined. */
export function applyActivation(checkout: Checkout, request: ActivateCheckoutRequest, context: ChangeContext): Outcome {
  const refused = draftRefusal(checkout, request.versionKey, context.now);
  if (refused) return refused;
  const { bankCards, ebtCards, giftCards } = request.paymentDetails.paymentMethods;
  if (bankCards.length + ebtCards.length + giftCards.length === 0) {
    return refuse(422, 'PAYMENT_REQUIRED', 'Choose a way to pay for your order.');
  }
  if (checkout.deliveryVendor && request.deliveryTermsAccepted !== true) {
    return refuse(422, 'DELIVERY_TERMS_REQUIRED', "The delivery vendor's terms must be accepted.");
  }
  for (const { card } of [...ebtCards, ...bankCards, ...giftCards]) {
    const code = context.declines[card.id];
    if (code === checkoutErrorCodes.postAuthReject) {
      return refuse(402, code, 'We could not complete your order. (RV9547)');
    }
    if (code) return refuse(402, code, 'The card was declined.');
  }
  const payments: CheckoutPayment[] = [
    ...bankCards.map((method) => ({ ...method, paymentType: 'BANK_CARD' as const })),
    ...ebtCards.map((method) => ({ ...method, paymentType: 'EBT' as const })),
    ...giftCards.map((method) => ({ ...method, paymentType: 'GIFT_CARD' as const })),
  ].map(({ card, amount, paymentType }) => {
    const known = context.cardOf(card.id) ?? checkout.paymentDetails.payments.find((payment) => payment.id === card.id);
    return {
      id: card.id,
      paymentType,
      amountToAuthorize: amount,
      lastFour: known?.lastFour ?? '',
      brand: known?.brand ?? '',
      vaultId: card.id,
    };
  });
  const transactions = payments.map(({ paymentType: type, brand, lastFour }) => ({
    paymentMethod: {
      subType: type === 'EBT' ? 'SNAP' : type === 'GIFT_CARD' ? 'GIFT' : brand,
      type,
      lastFourOfCard: lastFour,
    },
  }));
  return {
    checkout: repriced({
      ...checkout,
      status: 'ACTIVE',
      versionKey: nextVersion(checkout),
      placedDate: context.now.toISOString(),
      paymentDetails: {
        ...checkout.paymentDetails,
        payments,
        gratuityAmount: request.paymentDetails.gratuityAmount,
        ...tipChoice(checkout, request.paymentDetails.gratuityAmount),
        payment: { transactions },
      },
    }),
  };
}

/** Modifies a placed order (§3 "Modify submission body", §4 "Modify submit"). */
export function applyModification(checkout: Checkout, request: ModifyCheckoutRequest, context: ChangeContext): Outcome {
  if (checkout.status !== 'ACTIVE' || !checkout.modifiable) {
    return refuse(
      409,
      checkoutErrorCodes.cannotModify,
      "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
    );
  }
  if (request.versionKey !== checkout.versionKey || request.checksum !== checkout.checksum) {
    return { refusal: checkoutVersionConflictError };
  }
  for (const { id } of request.paymentDetails.paymentMethods.existingAuthorizations) {
    const code = context.declines[id];
    if (code) return refuse(402, code, 'The card was declined.');
  }
  const quantities = new Map(request.lineItems.map((line) => [line.cart.gtin13, line.cart.quantity]));
  const lineItems = checkout.lineItems
    .filter((line) => (quantities.get(line.cart.gtin13) ?? 0) > 0)
    .map((line) => {
      const quantity = quantities.get(line.cart.gtin13) ?? line.cart.quantity;
      return {
        ...line,
        cart: { ...line.cart, quantity },
        item: { ...line.item, totalPrice: cents((line.item.totalPrice / line.cart.quantity) * quantity) },
      };
    });
  const itemTotal = cents(lineItems.reduce((sum, line) => sum + line.item.totalPrice, 0));
  const itemCount = lineItems.reduce((sum, line) => sum + line.cart.quantity, 0);
  const modified: Checkout = {
    ...checkout,
    lineItems,
    versionKey: nextVersion(checkout),
    checksum: `${checkout.checksum}-m${nextVersion(checkout)}`,
    originalSummary: checkout.originalSummary ?? checkout.summary,
    summary: { cost: { ...checkout.summary.cost, itemTotal, itemCount } },
    fulfillment: { ...checkout.fulfillment, ...request.fulfillment },
  };
  return { checkout: repriced(modified) };
}
