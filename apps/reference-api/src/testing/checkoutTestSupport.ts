import type { Checkout, CheckoutModality, CheckoutResponse } from '@aisle/contracts/checkout';
import type { PromiseResponse, QuotesResponse, TimeSlotOption } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sealPin } from '../secureFields/pinEntry';
import { createTestApi, type ErrorAnswer, type TestApi } from './testApi';
import { addCard, bankCardBody, cardToken } from './walletTestSupport';

// What the checkout route tests share: a held time and a draft made from it, the shopper's cards,
// a SNAP EBT PIN as the PIN widget seals it, the bodies the storefront sends, and the files' hooks.

export const checkoutsPath = '/atlas/v1/checkout/v2/checkouts';
export const checkoutPath = (id: string) => `${checkoutsPath}/${id}`;
export type CheckoutAnswer = CheckoutResponse & ErrorAnswer;

export const milk = '0001111041700'; // $3.49, SNAP
export const eggs = '0001111060903'; // $3.29, SNAP
export const apples = '0000000004131'; // $4.99, on sale at $3.99, SNAP
export const sparklingWater = '0001111012001'; // $4.49, not SNAP: taxed
export const wine = '0008500000101'; // $9.99, 21 and over, not SNAP

/** $19.75 of items, $18.75 after $1.00 of store savings; $14.26 of it SNAP-eligible; $4.49 taxed. */
export const usualCart = [
  { gtin13: milk, quantity: 2 },
  { gtin13: eggs, quantity: 1 },
  { gtin13: apples, quantity: 1 },
  { gtin13: sparklingWater, quantity: 1 },
];

export interface DraftOptions {
  modalityType?: CheckoutModality;
  /** Where a delivery or ship order goes, as the storefront sends the shopper's choice. */
  address?: object;
  /** Kroger Over-the-Rhine, Cincinnati OH, unless set. */
  locationId?: string;
  /** Whose delivery: the banner's own (the default), or Instacart's. */
  vendor?: 'banner' | 'instacart';
  cart?: { gtin13: string; quantity: number }[];
  /** The date of birth the scheduling step's age check confirmed. */
  dateOfBirth?: string;
}

export interface Draft {
  checkout: Checkout;
  /** The reserved time, as it was quoted. */
  time: TimeSlotOption;
}

/** A draft checkout of the cart, for the first time quoted for the way of shopping and vendor. */
export async function startDraft(api: TestApi, token: string, options: DraftOptions = {}): Promise<Draft> {
  const {
    modalityType = 'DELIVERY',
    locationId = '01400352',
    vendor = 'banner',
    cart = usualCart,
    dateOfBirth,
    address,
  } = options;
  const quotes = await api.call<QuotesResponse>('POST', '/atlas/v1/promising/v4/quotes', {
    token,
    body: { modalityType, locationId, items: cart },
  });
  const time = quotes.body.data.days
    .flatMap((day) => day.times)
    .find((each) => (vendor === 'instacart') === (each.vendorId === 'instacart'));
  if (!time) throw new Error(`Store ${locationId} quotes no ${vendor} time`);
  const promise = await api.call<PromiseResponse>('POST', '/atlas/v1/promising/v4/promises', {
    token,
    body: {
      modalityType,
      locationId,
      optionIds: [`${time.quoteId}:${time.optionId}`],
      items: cart,
      vendorId: time.vendorId,
    },
  });
  const created = await api.call<CheckoutAnswer>('POST', checkoutsPath, {
    token,
    body: {
      modalityType,
      lineItems: cart.map((line) => ({ cart: line })),
      fulfillment: {
        promise: { id: promise.body.data.id, versionKey: promise.body.data.versionKey },
        ...(address && { address }),
      },
      ...(dateOfBirth && { buyer: { dateOfBirth } }),
    },
  });
  if (created.status !== 201) {
    throw new Error(`The checkout was not made: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return { checkout: created.body.data, time };
}

/** A PUT on the checkout; `key` is sent as the Idempotency-Key, as the client sends the body's. */
export const putCheckout = (api: TestApi, token: string, id: string, body: object, key?: string) =>
  api.call<CheckoutAnswer>('PUT', checkoutPath(id), {
    token,
    body,
    ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
  });

export interface WalletIds {
  shopperId: string;
  visa: string;
  expiredMastercard: string;
  ebt: string;
  giftCard: string;
}

/** Avery's seeded cards: a Visa, an expired Mastercard, SNAP EBT ($123.45, PIN 1234), a $50 gift card. */
export async function averyWallet(api: TestApi): Promise<WalletIds> {
  const { rows } = await api.db.query<{ shopper_id: string; id: string; last_four: string }>(
    `SELECT c.shopper_id, c.id, c.last_four FROM wallet_cards c JOIN shoppers s ON s.id = c.shopper_id
      WHERE s.email = 'avery@aisle.test'`,
  );
  const byLastFour = (lastFour: string) => rows.find((row) => row.last_four === lastFour)?.id ?? '';
  return {
    shopperId: rows[0]?.shopper_id ?? '',
    visa: byLastFour('1111'),
    expiredMastercard: byLastFour('4444'),
    ebt: byLastFour('0001'),
    giftCard: byLastFour('0050'),
  };
}

/** Adds a Visa through the wallet as a journey does: typed into the secure card frame, then saved. */
export async function addBankCard(api: TestApi, token: string, pan: string): Promise<string> {
  const added = await addCard(api, token, bankCardBody(await cardToken(api, pan)));
  if (added.status !== 201) throw new Error(`The card was not added: ${JSON.stringify(added.body)}`);
  return added.body.data.payment.card.id;
}

/** How many authorisations a checkout holds: one per paying card once placed, none before. */
export const countAuthorisations = async (api: TestApi, checkoutId: string) =>
  (
    await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM checkout_authorizations WHERE checkout_id = $1',
      [checkoutId],
    )
  ).rows[0]?.count;

/** The PIN as the PIN widget seals it for the shopper's SNAP EBT card. */
export const typedPin = (api: TestApi, pin: string, wallet: WalletIds) =>
  sealPin(pin, { shopperId: wallet.shopperId, cardId: wallet.ebt }, api.clock.now);

export interface ActivationOptions {
  /** Replaces the payment methods named (bankCards, ebtCards, giftCards). */
  methods?: Record<string, unknown>;
  /** Beside paymentMethods and gratuityAmount: identityData. */
  details?: Record<string, unknown>;
  /** Beside type, versionKey, paymentDetails: deliveryTermsAccepted, idempotencyKey. */
  body?: Record<string, unknown>;
}

/** An activation paying with the bank card alone, unless other methods are given. */
export function activation(
  checkout: Pick<Checkout, 'versionKey'>,
  bankCardId: string,
  options: ActivationOptions = {},
) {
  return {
    type: 'ACTIVATE',
    versionKey: checkout.versionKey,
    paymentDetails: {
      paymentMethods: {
        bankCards: [{ card: { id: bankCardId }, amount: 0 }],
        ebtCards: [],
        giftCards: [],
        ...options.methods,
      },
      gratuityAmount: 0,
      ...options.details,
    },
    idempotencyKey: `place-${checkout.versionKey}-${bankCardId}`,
    ...options.body,
  };
}

/** What each checkout route test starts from: the API, reset, with Avery signed in and her wallet's ids. */
export interface AveryAtCheckout {
  api: TestApi;
  avery: string;
  wallet: WalletIds;
}

/**
 * The checkout route tests' hooks: one API per file, reset before each test, Avery signed in and
 * her wallet read; `ready` hands the file its values once they are set.
 */
export function averyAtCheckout(ready: (state: AveryAtCheckout) => void): void {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  }, 60_000);
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.reset();
    const avery = await api.signIn('avery@aisle.test');
    ready({ api, avery, wallet: await averyWallet(api) });
  });
}
