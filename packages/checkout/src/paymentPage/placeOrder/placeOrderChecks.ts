// What Place order checks before it asks for the cards (checkout spec §4 "Submit", §5), and the
// activation it sends (§7 "Activate checkout"). Pure, so the rules are tested without a page.
import type { Checkout, PaymentMethods } from '@aisle/contracts/checkout';
import { incompleteCheckoutMessage } from '../../checkoutErrors/describeCheckoutError';
import type { CheckoutActivation } from '../../hooks/useCheckoutOrder';
import type { CheckoutMessages } from '../../messages';
import { contactProblems, type ContactMessages } from '../contactInfo/contactForm';

/** Why the order cannot be placed yet, in §4's order: the contact, the vendor's terms, the time. */
export type PlaceOrderProblem =
  | { kind: 'contact'; messages: string[] }
  | { kind: 'agreement'; message: string }
  | { kind: 'time'; message: string }
  | { kind: 'incomplete'; message: string };

export type PlaceOrderMessages = ContactMessages &
  Pick<
    CheckoutMessages,
    | 'paymentPageInstacartAgreementRequired'
    | 'paymentPageVendorAgreementRequired'
    | 'timeRequired'
    | 'processingError'
    | 'errorCode'
  >;

/** The vendor's agreement message, when a vendor delivers (§5). */
export function agreementRequired(checkout: Checkout, messages: PlaceOrderMessages): string | undefined {
  if (!checkout.deliveryVendor) return undefined;
  return checkout.deliveryVendor === 'INSTACART'
    ? messages.paymentPageInstacartAgreementRequired
    : messages.paymentPageVendorAgreementRequired;
}

/** The first thing stopping the order, or null when Place order may go on to the cards. */
export function placeOrderProblem(
  checkout: Checkout,
  { agreed }: { agreed: boolean },
  messages: PlaceOrderMessages,
): PlaceOrderProblem | null {
  const contact = contactProblems(checkout.fulfillment.contact, messages);
  if (contact.length > 0) return { kind: 'contact', messages: contact };
  const agreement = agreementRequired(checkout, messages);
  if (agreement && !agreed) return { kind: 'agreement', message: agreement };
  if (!checkout.fulfillment.promise.id) return { kind: 'time', message: messages.timeRequired };
  if (!checkout.checksum) return { kind: 'incomplete', message: incompleteCheckoutMessage(messages) };
  return null;
}

/** Whether the methods pay with any card at all (§5 "Payments must exist"). */
export const paysWithAnyCard = ({ bankCards, ebtCards, giftCards }: PaymentMethods) =>
  bankCards.length + ebtCards.length + giftCards.length > 0;

/**
 * The cards the checkout already holds, for a page without Paying With: bank and gift cards with
 * their shares. None when SNAP EBT pays, whose PIN only Paying With can ask for.
 */
export function paymentMethodsOf(checkout: Checkout): PaymentMethods | null {
  const { payments } = checkout.paymentDetails;
  if (payments.length === 0 || payments.some((payment) => payment.paymentType === 'EBT')) return null;
  const of = (type: 'BANK_CARD' | 'GIFT_CARD') =>
    payments
      .filter((payment) => payment.paymentType === type)
      .map((payment) => ({ card: { id: payment.id }, amount: payment.amountToAuthorize }));
  return { bankCards: of('BANK_CARD'), ebtCards: [], giftCards: of('GIFT_CARD') };
}

/**
 * The activation for these cards: the tip as the checkout holds it, the buyer's date of birth for
 * an age-restricted order, the vendor's terms accepted, and the attempt's idempotency key.
 */
export function activationOf(
  checkout: Checkout,
  paymentMethods: PaymentMethods,
  idempotencyKey: string,
): CheckoutActivation {
  const { dateOfBirth } = checkout.buyer;
  return {
    paymentDetails: {
      paymentMethods,
      gratuityAmount: checkout.paymentDetails.gratuityAmount,
      ...(checkout.ageRestriction && dateOfBirth ? { identityData: { dateOfBirth } } : {}),
    },
    ...(checkout.deliveryVendor ? { deliveryTermsAccepted: true } : {}),
    idempotencyKey,
  };
}
