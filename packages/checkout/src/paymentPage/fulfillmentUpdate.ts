// The "Update fulfillment" PUT (checkout spec §7): versionKey, payments and fulfillment (contact,
// instructions, deliveryType), sent whole whichever part the shopper changed.
import type { Checkout, CheckoutContact, DeliveryType } from '@aisle/contracts/checkout';
import type { CheckoutChange } from '../hooks/useCheckoutOrder';

export interface FulfillmentChange {
  contact?: CheckoutContact;
  instructions?: string;
  deliveryType?: DeliveryType;
}

/** The update for a change of the contact or the instructions, the rest kept as the checkout has it. */
export function fulfillmentUpdate(checkout: Checkout, change: FulfillmentChange): CheckoutChange {
  const { contact, instructions, deliveryType } = checkout.fulfillment;
  return {
    payments: checkout.paymentDetails.payments.map((payment) => ({
      id: payment.id,
      paymentType: payment.paymentType,
      amount: payment.amountToAuthorize,
    })),
    fulfillment: { contact, instructions, deliveryType, ...change },
  };
}
