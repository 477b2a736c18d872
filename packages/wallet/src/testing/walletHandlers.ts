// MSW handlers for every wallet call (wallet spec §7) over an in-memory wallet, with per-route
// failures so stories and tests can show every row of the §8 error table. A card is added and
// updated at checkout's own paths too (§7 "The checkout flow also uses"), into the same wallet.
import { checkoutPaths } from '@aisle/contracts/checkout';
import {
  walletPaths,
  type AddBankCardRequest,
  type AddCardRequest,
  type EditCardRequest,
  type WalletCard,
} from '@aisle/contracts/wallet';
import type { BillingAddressPayload, BillingAddressRecord } from '@aisle/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { cardGroup } from '../cards/cardRules';
import { demoBillingAddresses, demoCards, sampleCard } from './fixtures';

export type WalletRoute =
  | 'getWallet'
  | 'addCard'
  | 'editCard'
  | 'deleteCard'
  | 'makePreferred'
  | 'billingAddresses'
  | 'saveBillingAddress'
  | 'giftCardBalance'
  | 'ebtBalance'
  | 'hostedPaymentPageToken'
  | 'paymentIntent';

/** A route made to fail: a status with the spec's error body, a delay that outlasts the client, or no answer. */
export type WalletRouteFailure =
  | {
      status: number;
      code?: string;
      reason?: string;
      customerErrorMessage?: string;
      /** Fail this often, then answer as usual. */
      times?: number;
    }
  | 'network-error'
  | 'never';

export interface WalletHandlersOptions {
  cards?: readonly WalletCard[];
  billingAddresses?: readonly BillingAddressRecord[];
  failures?: Partial<Record<WalletRoute, WalletRouteFailure>>;
  /** The SNAP balance a right PIN reads ('123.45'). Any PIN is right in these handlers. */
  snapBalance?: string;
  /** Gift card balances by card id, for cards that come without one. */
  giftCardBalances?: Readonly<Record<string, string>>;
  origin?: string;
}

export function walletErrorBody(code: string, reason = code, customerErrorMessage?: string) {
  return { errors: { code, reason, ...(customerErrorMessage ? { customerErrorMessage } : {}) } };
}

export function walletHandlers(options: WalletHandlersOptions = {}): HttpHandler[] {
  const { failures = {}, origin = '*' } = options;
  const url = (path: string) => `${origin}${path}`;
  let cards = structuredClone([...(options.cards ?? demoCards)]);
  let addresses = structuredClone([...(options.billingAddresses ?? demoBillingAddresses)]);
  let nextId = 1;
  let nextToken = 1;
  let nextIntent = 1;

  const failed: Partial<Record<WalletRoute, number>> = {};
  const fail = async (route: WalletRoute): Promise<Response | undefined> => {
    const failure = failures[route];
    if (!failure) return undefined;
    if (typeof failure === 'object' && failure.times !== undefined) {
      failed[route] = (failed[route] ?? 0) + 1;
      if ((failed[route] ?? 0) > failure.times) return undefined;
    }
    if (failure === 'network-error') return HttpResponse.error();
    if (failure === 'never') return new Promise<Response>(() => undefined);
    const body = walletErrorBody(failure.code ?? 'SERVICE_ERROR', failure.reason, failure.customerErrorMessage);
    return HttpResponse.json(body, { status: failure.status });
  };
  const payment = (value: unknown, status = 200) => HttpResponse.json({ data: { payment: value } }, { status });

  const addCard = (request: AddCardRequest): WalletCard => {
    const id = `card-new-${nextId++}`;
    const method = request.paymentMethod;
    if (method.paymentType === 'GIFT_CARD') {
      return sampleCard({
        id,
        cardType: 'GIFT_CARD',
        brand: 'NONE',
        imageType: 'GC',
        lastFourPan: method.pan.slice(-4),
        bin: undefined,
        expirationMonth: undefined,
        expirationYear: undefined,
        balance: 'USD 50.00',
      });
    }
    if (method.paymentType === 'EBT_CARD') {
      return sampleCard({
        id,
        cardType: 'EBT_CARD',
        brand: 'EBT',
        imageType: 'EBT',
        lastFourPan: method.pan.slice(-4),
        bin: undefined,
        expirationMonth: undefined,
        expirationYear: undefined,
      });
    }
    const bank = request as AddBankCardRequest;
    return sampleCard({
      id,
      brand: method.brand,
      bin: method.cardFirstSix,
      // The handlers see no card number: a demo frame's token carries the last four, others make them up.
      lastFourPan: /^demo-card-\d{6}-(\d{4})-/.exec(method.lowValueToken)?.[1] ?? method.cardFirstSix.slice(-4),
      expirationMonth: method.expirationMonth,
      expirationYear: method.expirationYear,
      firstName: method.firstName,
      lastName: method.lastName,
      address: method.billing,
      preferred: bank.defaultCard,
      defaultApplications: bank.defaultCard ? ['CLICKLIST'] : [],
      saved: bank.save,
    });
  };

  const add = async ({ request }: { request: Request }) => {
    const failure = await fail('addCard');
    if (failure) return failure;
    const body = (await request.json()) as AddCardRequest;
    const card = addCard(body);
    const saved = !('save' in body) || body.save;
    if (saved) {
      if (card.preferred) {
        cards = cards.map((other) =>
          cardGroup(other) === cardGroup(card) ? { ...other, preferred: false, defaultApplications: [] } : other,
        );
      }
      cards = [...cards, card];
    }
    return payment({ card }, 201);
  };

  const edit = async ({ request }: { request: Request }) => {
    const failure = await fail('editCard');
    if (failure) return failure;
    const body = (await request.json()) as EditCardRequest;
    const existing = cards.find((card) => card.cardId === body.cardId);
    if (!existing) return HttpResponse.json(walletErrorBody('CARD_NOT_FOUND'), { status: 404 });
    const { expirationMonth, expirationYear, firstName, lastName, billing } = body.paymentMethod;
    const card = {
      ...existing,
      expirationMonth,
      expirationYear,
      firstName,
      lastName,
      address: billing,
      expired: false,
    };
    cards = cards.map((other) => (other.id === card.id ? card : other));
    return payment({ card });
  };

  return [
    http.get(url(walletPaths.wallet), async () => (await fail('getWallet')) ?? payment({ cards })),
    http.post(url(walletPaths.wallet), add),
    http.put(url(walletPaths.wallet), edit),
    http.post(url(`${checkoutPaths.cardsRoot}/:app`), add),
    http.put(url(`${checkoutPaths.cardsRoot}/:app/:cardId`), edit),
    http.delete(url(`${walletPaths.wallet}/:cardId`), async ({ params }) => {
      const failure = await fail('deleteCard');
      if (failure) return failure;
      cards = cards.filter((card) => card.cardId !== params.cardId);
      return payment({ status: 'DELETED' });
    }),
    http.put(url(walletPaths.defaultCard), async ({ request }) => {
      const failure = await fail('makePreferred');
      if (failure) return failure;
      const { cardId } = (await request.json()) as { cardId: string };
      const chosen = cards.find((card) => card.cardId === cardId);
      if (!chosen) return HttpResponse.json(walletErrorBody('CARD_NOT_FOUND'), { status: 404 });
      const card = { ...chosen, preferred: true, defaultApplications: ['CLICKLIST' as const] };
      cards = cards.map((other) =>
        other.id === card.id
          ? card
          : cardGroup(other) === cardGroup(card)
            ? { ...other, preferred: false, defaultApplications: [] }
            : other,
      );
      return payment({ card });
    }),
    http.get(url(walletPaths.billingAddresses), async () => (await fail('billingAddresses')) ?? payment({ addresses })),
    http.put(url(walletPaths.billingAddresses), async ({ request }) => {
      const failure = await fail('saveBillingAddress');
      if (failure) return failure;
      const { address } = (await request.json()) as { address: BillingAddressPayload };
      const record: BillingAddressRecord = {
        id: address.addressId ?? `billing-new-${nextId++}`,
        type: address.addressType,
        address: {
          street: address.addressLine1,
          unit: address.addressLine2,
          locality: address.city,
          region: address.stateCode,
          postalCode: address.zip,
          countryCode: address.countryCode,
        },
      };
      addresses = [...addresses.filter((other) => other.id !== record.id), record];
      return payment({ address: record });
    }),
    http.post(url(walletPaths.giftCardBalance), async ({ request }) => {
      const failure = await fail('giftCardBalance');
      if (failure) return failure;
      const { paymentGram } = (await request.json()) as { paymentGram: string };
      const card = cards.find((candidate) => candidate.paymentGram === paymentGram);
      const balance = card && (options.giftCardBalances?.[card.id] ?? card.balance ?? 'USD 10.00');
      return payment({ remainingBalance: balance });
    }),
    http.post(url(walletPaths.ebtBalance), async () => {
      const failure = await fail('ebtBalance');
      if (failure) return failure;
      const snap = options.snapBalance ?? '123.45';
      return payment({
        data: { transactionBalanceInquiry: { remainingBalance: { snap: `USD ${snap}`, cash: 'USD 0.00' } } },
      });
    }),
    // The hosted payment page's silent token: a new one each time, as the service gives.
    http.post(url(walletPaths.hostedPaymentPageToken), async () => {
      const failure = await fail('hostedPaymentPageToken');
      if (failure) return failure;
      const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
      return payment({ accessToken: `hosted-${nextToken++}`, expiresAt, tokenType: 'Bearer' });
    }),
    // Checkout's payment intent (§3): a new one each time. These handlers never lose one.
    http.post(url(walletPaths.paymentIntents), async () => {
      const failure = await fail('paymentIntent');
      if (failure) return failure;
      return payment({ paymentIntentId: `pi-demo-${nextIntent++}` }, 201);
    }),
  ];
}
