// The paths of the checkout calls. The spec gives the payment service's (§7) and the card calls'
// (wallet spec §7); the checkout's own are "not shown": these are the reference API's.
const cardsRoot = '/checkout/api/s/cards';

export const checkoutPaths = {
  /** Create checkout (v2): POST. */
  checkouts: '/atlas/v1/checkout/v2/checkouts',
  /** One checkout, by id: GET, and PUT for its updates, activation and modification. */
  checkout: (id: string) => `/atlas/v1/checkout/v2/checkouts/${encodeURIComponent(id)}`,
  /** Flash sales fetch (§7): GET with `?checkoutId=`, the sales of the checkout's store. */
  flashSales: '/atlas/v1/checkout/v2/flash-sales',
  /** Get payment (§7): GET with a `PaymentQuery`. */
  payments: '/payment/v1/payments',
  /**
   * Tip modification (§7, account spec §7): the tip of a placed delivery order. The spec shows the
   * path, not the method: PUT, ours, with a `ModifyTipRequest`, answering the checkout.
   */
  modifyTip: (checkoutId: string) => `/payment/v1/modifytip/${encodeURIComponent(checkoutId)}`,
  /**
   * The payment service's create purchase (§7, account spec §7): POST, with a
   * `CreatePurchaseRequest`, answering the placed checkout. The same operation as the activation
   * seen from the payment service: a host whose own checkout service activates calls this.
   */
  purchase: (checkoutId: string) => `/payment/v1/checkouts/${encodeURIComponent(checkoutId)}`,
  /** The shopper's placed orders: GET. */
  purchases: '/atlas/v1/purchase-history/v1/purchases',
  /** Where the two card calls below live, for servers and handlers that route by pattern. */
  cardsRoot,
  /** Card add on checkout (wallet spec §7): POST, the wallet's add card request and answer. */
  cards: (app: string) => `${cardsRoot}/${encodeURIComponent(app)}`,
  /** Card update on checkout (wallet spec §7): PUT, the wallet's edit card request and answer. */
  card: (app: string, cardId: string) => `${cardsRoot}/${encodeURIComponent(app)}/${encodeURIComponent(cardId)}`,
} as const;
