import { checkoutErrorCodes, type PurchaseDeclineCode } from '@aisle/contracts/checkout';

// The documented decline cards (README "Decline cards"): the payment service's answer is decided by
// the bank card's last four digits, so a journey adds one of these Visa numbers through the secure
// card fields (the wallet keeps the last four the vault read from it) and places an order with it.
// Any other last four is authorised.

export interface DeclineCard {
  /** A Luhn-valid Visa number that ends in the four digits; any card ending so declines. */
  pan: string;
  code: PurchaseDeclineCode | typeof checkoutErrorCodes.postAuthReject;
  /** When it declines: placing the order, or re-authorising it for a modification (placing succeeds). */
  when: 'place' | 'modify';
  reason: string;
}

const declined =
  'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.';

export const postAuthRejectReason =
  "We're sorry, we could not complete your order. Please call customer service and give them the error code RV9547.";

export const declineCards: readonly DeclineCard[] = [
  { pan: '4000000000009011', code: 'TRANSACTION_DECLINED', when: 'place', reason: declined },
  { pan: '4000000000009029', code: 'MAX_PIN_TRIES_EXCEEDED', when: 'place', reason: 'Too many PIN attempts.' },
  { pan: '4000000000009037', code: 'INSUFFICIENT_FUNDS', when: 'place', reason: 'The card has insufficient funds.' },
  { pan: '4000000000009045', code: 'INVALID_PIN', when: 'place', reason: 'Invalid PIN, please try again.' },
  { pan: '4000000000009052', code: 'INVALID_CARD_NUMBER', when: 'place', reason: 'The card number is not valid.' },
  { pan: '4000000000009060', code: 'CARD_LOST_OR_STOLEN', when: 'place', reason: declined },
  { pan: '4000000000009078', code: 'FRAUD_REJECTION', when: 'place', reason: declined },
  { pan: '4000000000009086', code: 'CARD_USE_EXCEEDED', when: 'place', reason: 'The card has been used too often.' },
  { pan: '4000000000009094', code: 'DUPLICATE_TRANSACTION', when: 'place', reason: 'This payment was already made.' },
  {
    pan: '4000000000009102',
    code: 'CARD_NETWORK_SYSTEM_ERROR',
    when: 'place',
    reason: "The card network isn't answering.",
  },
  { pan: '4000000000009110', code: 'NO_MATCH_FOR_REVERSAL', when: 'place', reason: declined },
  { pan: '4000000000009128', code: 'CARD_OR_PIN_ALREADY_ACTIVE', when: 'place', reason: declined },
  { pan: '4000000000009136', code: 'CARD_OR_PIN_NOT_ACTIVE', when: 'place', reason: 'The card is not active yet.' },
  { pan: '4000000000009144', code: 'INSUFFICIENT_CREDIT', when: 'place', reason: 'The card has insufficient credit.' },
  { pan: '4000000000009151', code: 'BANK_DECLINE', when: 'place', reason: declined },
  { pan: '4000000000009169', code: 'CARD_EXPIRED', when: 'place', reason: 'The card has expired.' },
  {
    pan: '4000000000009177',
    code: 'REQUEST_STILL_PROCESSING',
    when: 'place',
    reason: 'The payment is still being processed.',
  },
  { pan: '4000000000009185', code: checkoutErrorCodes.postAuthReject, when: 'place', reason: postAuthRejectReason },
  { pan: '4000000000009193', code: checkoutErrorCodes.postAuthReject, when: 'modify', reason: postAuthRejectReason },
];

/** How the payment service answers an authorisation on a bank card ending so, at this stage: undefined when it authorises. */
export const declineFor = (lastFour: string, stage: DeclineCard['when']) =>
  declineCards.find((card) => card.pan.slice(-4) === lastFour && card.when === stage);
