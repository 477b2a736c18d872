// MSW handlers for every checkout call (checkout spec §7) over checkouts held in memory, with the
// wallet's own handlers answering the cards: what the payment page and its blocks call, in a story
// or a test, without a server.
import type { Checkout } from '@aisle/contracts/checkout';
import { demoCards, walletHandlers, type WalletHandlersOptions } from '@aisle/wallet/testing';
import type { HttpHandler } from 'msw';
import { demoCheckouts } from './fixtures';
import { checkoutServiceHandlers, type CheckoutRequest } from './handlers/checkoutServiceHandlers';
import { failureOf, type CheckoutFailures } from './handlers/failures';
import { smsOptInHandlers } from './handlers/smsOptInHandlers';

/** Promo codes the handlers accept, with what each saves (ours). */
export const demoPromoCodes: Readonly<Record<string, number>> = { SAVE5: 5, WELCOME10: 10 };

export interface CheckoutHandlersOptions {
  /** The checkouts held, by id; `demoCheckouts` by default. Each test or story gets its own copies. */
  checkouts?: readonly Checkout[];
  /** Promo codes accepted, upper case, with their savings; `demoPromoCodes` by default. */
  promoCodes?: Readonly<Record<string, number>>;
  /**
   * Cards the payment service declines when the order is placed, by card id: a decline code
   * (`TRANSACTION_DECLINED`, `INSUFFICIENT_FUNDS`, …, answered 402) or `POST_AUTH_REJECT`.
   */
  declines?: Readonly<Record<string, string>>;
  /** Every checkout request, in order, is pushed here: count the activations of a double click. */
  requests?: CheckoutRequest[];
  /** Phone numbers (+1 and 10 digits) already opted in to order texts; any other is not. None by default. */
  smsOptIns?: readonly string[];
  /** The clock a reserved time expires by; the test provider's 2026-11-22T12:00:00Z by default. */
  now?: () => Date;
  failures?: CheckoutFailures;
  /** Answer checkout calls this late (ms), to show busy states. */
  delayMs?: number;
  /** The wallet's handlers' options: its cards (`demoCards` by default) and failures. */
  wallet?: WalletHandlersOptions;
  origin?: string;
}

const testClock = () => new Date('2026-11-22T12:00:00Z');

export function checkoutHandlers(options: CheckoutHandlersOptions = {}): HttpHandler[] {
  const { failures = {}, origin = '*', delayMs = 0, now = testClock } = options;
  const url = (path: string) => `${origin}${path}`;
  const cards = options.wallet?.cards ?? demoCards;
  const context = () => ({
    now: now(),
    promoCodes: options.promoCodes ?? demoPromoCodes,
    declines: options.declines ?? {},
    cardOf: (id: string) => {
      const card = cards.find((candidate) => candidate.id === id);
      return card && { brand: card.brand, lastFour: card.lastFourPan };
    },
  });
  const fail = failureOf(failures, delayMs);
  return [
    ...smsOptInHandlers(url, fail, { optedIn: options.smsOptIns ?? [], requests: options.requests }),
    ...checkoutServiceHandlers(url, fail, {
      checkouts: options.checkouts ?? demoCheckouts,
      requests: options.requests,
      context,
    }),
    ...walletHandlers({ origin, ...options.wallet }),
  ];
}
