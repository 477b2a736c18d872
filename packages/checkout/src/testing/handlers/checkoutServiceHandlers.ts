// The checkout service's calls (checkout spec §7) over checkouts held in memory: get and PUT a
// checkout by id (an update, ACTIVATE or MODIFY by its body), get payment and purchases; and the
// card add and update on checkout (wallet spec §7), recorded here and answered by the wallet's
// handlers after these, into the same in-memory wallet.
import {
  checkoutPaths,
  type ActivateCheckoutRequest,
  type Checkout,
  type ModifyCheckoutRequest,
  type ModifyTipRequest,
  type PaymentResponse,
  type Purchase,
  type UpdateCheckoutRequest,
} from '@aisle/contracts/checkout';
import { serviceHeaders } from '@aisle/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  applyActivation,
  applyModification,
  applyTipModification,
  applyUpdate,
  type ChangeContext,
  type Outcome,
} from './checkoutChanges';
import { checkoutErrorOf, type CheckoutRoute, type Fail } from './failures';

/** One request the checkout handlers answered, for a test or story to count and read. */
export interface CheckoutRequest {
  route: CheckoutRoute;
  checkoutId: string | undefined;
  body: unknown;
  /** The request's Idempotency-Key header, when it had one. */
  idempotencyKey: string | null;
}

export interface CheckoutServiceOptions {
  checkouts: readonly Checkout[];
  /** Every request, in order, is pushed here. */
  requests: CheckoutRequest[] | undefined;
  context: () => ChangeContext;
}

/** A PUT's body: an update, or ACTIVATE or MODIFY by its `type`. */
type Body = { type?: string; idempotencyKey?: string };

type Answer = { status: number; body: { data: Checkout } | { errors: { code: string; reason: string } } };

const routeOf = (body: Body): CheckoutRoute =>
  body.type === 'ACTIVATE' ? 'activateCheckout' : body.type === 'MODIFY' ? 'modifyCheckout' : 'updateCheckout';

const notFound = () => checkoutErrorOf(404, 'CHECKOUT_NOT_FOUND', 'We could not find that order.');

const toPurchase = (checkout: Checkout): Purchase => ({
  checkoutId: checkout.id,
  modalityType: checkout.modalityType,
  status: checkout.status === 'CANCELLED' ? 'CANCELLED' : 'ACTIVE',
  placedDate: checkout.placedDate ?? checkout.createdDate,
  window: checkout.fulfillment.promise.window,
  itemCount: checkout.summary.cost.itemCount,
  total: checkout.summary.cost.total,
  modifiable: checkout.modifiable,
});

export function checkoutServiceHandlers(
  url: (path: string) => string,
  fail: Fail,
  { checkouts, requests, context }: CheckoutServiceOptions,
): HttpHandler[] {
  const held = new Map(checkouts.map((checkout) => [checkout.id, structuredClone(checkout)]));
  // Activations and modifications answered, by idempotency key: a second press is the same order.
  const answered = new Map<string, Answer>();
  const record = (request: Omit<CheckoutRequest, 'idempotencyKey'>, headers: Headers) =>
    requests?.push({ ...request, idempotencyKey: headers.get(serviceHeaders.idempotencyKey) });

  // Nothing answered lets the wallet's handler answer; it reads the body afresh.
  const passCardCall =
    (route: 'addCheckoutCard' | 'editCheckoutCard') =>
    async ({ request }: { request: Request }): Promise<Response | undefined> => {
      record({ route, checkoutId: undefined, body: await request.clone().json() }, request.headers);
      return fail(route);
    };

  const change = (checkout: Checkout, body: Body): Outcome => {
    const given = context();
    if (body.type === 'ACTIVATE') return applyActivation(checkout, body as unknown as ActivateCheckoutRequest, given);
    if (body.type === 'MODIFY') return applyModification(checkout, body as unknown as ModifyCheckoutRequest, given);
    return applyUpdate(checkout, body as unknown as UpdateCheckoutRequest, given);
  };

  /** Applies a change to a held checkout, answering a repeated idempotency key as it was answered. */
  const answerWith = (id: string, key: string | undefined, apply: (checkout: Checkout) => Outcome) => {
    const replay = key ? answered.get(key) : undefined;
    if (replay) return HttpResponse.json(replay.body, { status: replay.status });
    const checkout = held.get(id);
    if (!checkout) return notFound();
    const outcome = apply(checkout);
    const answer: Answer =
      'refusal' in outcome
        ? {
            status: outcome.refusal.status,
            body: { errors: { code: outcome.refusal.code, reason: outcome.refusal.reason } },
          }
        : { status: 200, body: { data: outcome.checkout } };
    if ('checkout' in outcome) held.set(id, outcome.checkout);
    if (key) answered.set(key, answer);
    return HttpResponse.json(answer.body, { status: answer.status });
  };

  return [
    http.get(url(`${checkoutPaths.checkouts}/:id`), async ({ params, request }) => {
      const id = String(params.id);
      record({ route: 'getCheckout', checkoutId: id, body: undefined }, request.headers);
      const failure = await fail('getCheckout');
      if (failure) return failure;
      const checkout = held.get(id);
      return checkout ? HttpResponse.json({ data: checkout }) : notFound();
    }),
    http.put(url(`${checkoutPaths.checkouts}/:id`), async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as Body;
      const route = routeOf(body);
      record({ route, checkoutId: id, body }, request.headers);
      const failure = await fail(route);
      if (failure) return failure;
      const key = route === 'updateCheckout' ? undefined : body.idempotencyKey;
      return answerWith(id, key, (checkout) => change(checkout, body));
    }),
    http.put(url(`${checkoutPaths.modifyTip('')}:id`), async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as ModifyTipRequest;
      record({ route: 'modifyTip', checkoutId: id, body }, request.headers);
      const failure = await fail('modifyTip');
      if (failure) return failure;
      return answerWith(id, body.idempotencyKey, (checkout) => applyTipModification(checkout, body));
    }),
    http.get(url(checkoutPaths.payments), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const checkoutId = query.get('checkoutId') ?? '';
      record({ route: 'getPayment', checkoutId, body: undefined }, request.headers);
      const failure = await fail('getPayment');
      if (failure) return failure;
      const checkout = held.get(checkoutId);
      if (!checkout) return notFound();
      // Asked for the authorisations alone, a draft has none: its cards are chosen, not authorised.
      const shown = checkout.status !== 'DRAFT' || query.get('shouldOnlyShowAuths') !== 'true';
      const paid = (type: string) =>
        checkout.paymentDetails.payments
          .filter((payment) => shown && payment.paymentType === type)
          .map((payment) => ({
            card: { brand: payment.brand, lastFourPan: payment.lastFour },
            amount: payment.amountToAuthorize,
          }));
      const balances = query.get('shouldIncludeGiftCardRemainingBalance') !== 'false';
      const data: PaymentResponse['data'] = {
        checkoutId,
        bankCards: paid('BANK_CARD'),
        ebtCards: paid('EBT'),
        giftCards: paid('GIFT_CARD').map((card) => (balances ? { ...card, remainingBalance: 0 } : card)),
      };
      return HttpResponse.json({ data });
    }),
    http.post(url(`${checkoutPaths.cardsRoot}/:app`), passCardCall('addCheckoutCard')),
    http.put(url(`${checkoutPaths.cardsRoot}/:app/:cardId`), passCardCall('editCheckoutCard')),
    http.get(url(checkoutPaths.purchases), async ({ request }) => {
      record({ route: 'getPurchases', checkoutId: undefined, body: undefined }, request.headers);
      const failure = await fail('getPurchases');
      if (failure) return failure;
      const placed = [...held.values()]
        .filter((checkout) => checkout.status !== 'DRAFT')
        .map(toPurchase)
        .sort((a, b) => b.placedDate.localeCompare(a.placedDate));
      return HttpResponse.json({ data: placed });
    }),
  ];
}
