// The documented test numbers (README "Test cards"): each triggers one outcome of the error
// catalogue (wallet spec §8), so the storefront's messages can be shown on demand. Numbers are
// matched by the vault's fingerprint: the server never holds the number of a card it stores.
import { fingerprintPan } from '../secureFields/vault';

/** A bank card the processor refuses, with the status and code of §8. */
export interface DeclinedTestCard {
  pan: string;
  status: 402 | 422;
  code: string;
  reason: string;
}

/** Luhn-valid numbers, so the secure card frame accepts them and the wallet call refuses them. */
export const declinedTestCards: readonly DeclinedTestCard[] = [
  {
    pan: '4000000000000002',
    status: 402,
    code: 'DECLINED',
    reason: 'The card was declined.',
  },
  {
    pan: '4000000000000028',
    status: 402,
    code: 'RV62751',
    reason: 'The billing address does not match the card.',
  },
  {
    pan: '4000000000000119',
    status: 402,
    code: 'RV32937',
    reason: 'The card issuer refused the card.',
  },
  {
    pan: '5105105105105100',
    status: 422,
    code: 'KC2617',
    reason: 'The payment information is invalid.',
  },
  {
    pan: '6011000990139424',
    status: 422,
    code: 'RV72632',
    reason: 'The card needs a call to customer service.',
  },
];

/** A gift card number with a fixed PIN and balance; `balanceFails` makes every balance check answer 503. */
export interface GiftTestCard {
  pan: string;
  pin: string;
  balanceCents: number;
  balanceFails?: boolean;
}

export const giftTestCards: readonly GiftTestCard[] = [
  { pan: '6006491000000000025', pin: '1234', balanceCents: 2500 },
  { pan: '6006491000000000050', pin: '1234', balanceCents: 5000 },
  { pan: '6006491000000000100', pin: '1234', balanceCents: 10_000 },
  { pan: '6006491000000000000', pin: '1234', balanceCents: 0 },
  { pan: '6006491000000000503', pin: '1234', balanceCents: 1000, balanceFails: true },
];

/** A SNAP EBT number with its own PIN and balances; every other number has PIN 1234 and the default balances. */
export interface EbtTestCard {
  pan: string;
  pin: string;
  snapCents: number;
  cashCents: number;
}

export const defaultEbtPin = '1234';
export const defaultEbtBalance = { snapCents: 12_345, cashCents: 0 };

export const ebtTestCards: readonly EbtTestCard[] = [
  { pan: '5077190000000001', pin: '1234', snapCents: 12_345, cashCents: 0 },
  { pan: '5077190000000019', pin: '4321', snapCents: 5210, cashCents: 1000 },
];

const byFingerprint = <T extends { pan: string }>(cards: readonly T[], fingerprint: string | null) =>
  fingerprint ? cards.find((card) => fingerprintPan(card.pan) === fingerprint) : undefined;

export const declinedTestCard = (fingerprint: string | null) => byFingerprint(declinedTestCards, fingerprint);
export const giftTestCard = (fingerprint: string | null) => byFingerprint(giftTestCards, fingerprint);
export const ebtTestCard = (fingerprint: string | null) => byFingerprint(ebtTestCards, fingerprint);
