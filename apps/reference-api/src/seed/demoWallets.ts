import type { Queryable } from '../db/Database';
import { fingerprintPan } from '../secureFields/vault';
import { guessBrand } from '../wallet/cardBrands';
import { insertBillingAddress } from '../wallet/billingAddresses';
import { newEbtCard, newGiftCard } from '../wallet/addCard';
import { giftTestCards } from '../wallet/testCards';
import { insertCard, setPreferred, type NewCard } from '../wallet/walletCards';
import { isMailingAddress, type AppName } from '@aisle/contracts';
import type { DemoShopper } from './demoShoppers';

/** A demo card, written with its test number: the seed keeps only what a card added through the wallet keeps. */
export type DemoCard =
  | {
      kind: 'CREDIT_CARD';
      pan: string;
      month: string;
      /** Years after (negative: before) the seeding year, so the card's state never changes with the calendar. */
      yearsFromNow: number;
      preferredIn?: AppName[];
    }
  | { kind: 'EBT_CARD'; pan: string }
  | { kind: 'GIFT_CARD'; pan: string };

/**
 * Avery has one card of each situation the flyout handles (§4): a preferred Visa, an expired
 * Mastercard, a SNAP EBT card whose balance is not known yet, a gift card with a balance. Morgan has
 * one Amex, preferred in the click-list app and on the hosted payment page; Riley nothing. The numbers are in the README's test card table.
 */
export const demoWallets: Readonly<Record<string, readonly DemoCard[]>> = {
  'avery@aisle.test': [
    { kind: 'GIFT_CARD', pan: '6006491000000000050' },
    { kind: 'EBT_CARD', pan: '5077190000000001' },
    { kind: 'CREDIT_CARD', pan: '5555555555554444', month: '01', yearsFromNow: -1 },
    { kind: 'CREDIT_CARD', pan: '4111111111111111', month: '08', yearsFromNow: 3, preferredIn: ['CLICKLIST'] },
  ],
  'morgan@aisle.test': [
    // Preferred on the hosted payment page too (Harris Teeter's Wallet and Paying With).
    {
      kind: 'CREDIT_CARD',
      pan: '378282246310005',
      month: '11',
      yearsFromNow: 2,
      preferredIn: ['CLICKLIST', 'WEB HOSTED PAYMENT PAGE'],
    },
  ],
};

function newCard(card: DemoCard, shopper: DemoShopper, now: Date): NewCard {
  if (card.kind === 'EBT_CARD') return newEbtCard(card.pan);
  if (card.kind === 'GIFT_CARD') {
    const documented = giftTestCards.find((test) => test.pan === card.pan);
    if (!documented) throw new Error(`Demo gift card ${card.pan.slice(-4)} is not a documented test card.`);
    return newGiftCard(card.pan, documented.pin, documented.balanceCents);
  }
  return {
    cardType: 'CREDIT_CARD',
    brand: guessBrand(card.pan.slice(0, 6)),
    firstSix: card.pan.slice(0, 6),
    lastFour: card.pan.slice(-4),
    expirationMonth: card.month,
    expirationYear: String(now.getUTCFullYear() + card.yearsFromNow),
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    // The shopper's mailing address; a card keeps no county, label or notes of it.
    billing: shopper.addresses.find(isMailingAddress) ?? null,
    panFingerprint: fingerprintPan(card.pan),
    pin: null,
    balanceCents: null,
    cashCents: null,
  };
}

/** The demo shopper's cards, a minute apart so "newest first" lists them in a fixed order. Returns how many. */
export async function insertDemoWallet(
  tx: Queryable,
  shopperId: string,
  shopper: DemoShopper,
  now: Date,
): Promise<number> {
  const cards = demoWallets[shopper.email] ?? [];
  for (const [index, card] of cards.entries()) {
    const created = new Date(now.getTime() - (cards.length - index) * 60_000);
    const row = await insertCard(tx, shopperId, newCard(card, shopper, now), created);
    for (const app of card.kind === 'CREDIT_CARD' ? (card.preferredIn ?? []) : []) {
      await setPreferred(tx, shopperId, app, row);
    }
  }
  return cards.length;
}

const day = 24 * 60 * 60 * 1000;

/** The wallet's billing addresses start as a copy of the demo shopper's address book, as old as the account. */
export async function insertDemoBillingAddresses(
  tx: Queryable,
  shopperId: string,
  shopper: DemoShopper,
  now: Date,
): Promise<void> {
  const created = now.getTime() - shopper.createdDaysAgo * day;
  for (const [index, address] of shopper.addresses.entries()) {
    // One millisecond apart, so they list in the order written.
    await insertBillingAddress(tx, shopperId, address, new Date(created + index));
  }
}
