/**
 * # The secure card fields protocol
 *
 * The card number, expiry and CVV (add card), the CVV alone (edit card) and the SNAP EBT PIN
 * (check balance) are typed into a frame served from a second origin, never into the host page
 * (wallet spec §2, §4 "Card input frames", §7). The host and the frame talk only through
 * `postMessage`; the host never sees a card number, CVV or PIN, only a low-value token
 * (`checkoutId`, the edit card request's `lowValueToken`) or an `encryptedPin`.
 *
 * ## Pages
 * `{origin}/frames/{page}?parentOrigin={host page origin}` where `page` is `payment` (number,
 * expiration month 01–12, expiration year this year…+10, CVV), `cvv` (edit card) or `pin`.
 * The frame answers 400 unless `parentOrigin` is one it allows, and its CSP `frame-ancestors` lets
 * only those origins embed it. The reference API serves them on its second port and names the
 * origin in `<meta name="aisle-secure-fields-origin">` of the storefront's index.html.
 *
 * ## Trust
 * Every message carries `source: 'aisle-secure-field'`. The host accepts a message only when
 * `event.origin` is the frame's origin **and** `event.source` is its iframe's `contentWindow`;
 * it posts with that origin as `targetOrigin`. The frame, likewise, posts only to `parentOrigin`
 * and listens only to `parentOrigin` and `window.parent`.
 *
 * ## Frame → host
 * | type       | fields                                                            | when |
 * |------------|-------------------------------------------------------------------|------|
 * | `ready`    | —                                                                 | loaded, and again after each `init` |
 * | `focus`    | `field?`                                                          | focus entered the frame |
 * | `blur`     | `field?`                                                          | focus left the frame |
 * | `autofill` | `field?`                                                          | the browser filled a field |
 * | `cardInfo` | `cardType` (brand or `NONE`), `isValidCard`                       | the number's brand or validity changed |
 * | `resize`   | `height` (CSS px)                                                 | the frame's content changed height |
 * | `ok`       | `requestId`, then `checkoutId, brand, cardFirstSix, lastFour, expirationMonth, expirationYear` (payment), `checkoutId` (cvv) or `encryptedPin` (pin) | answers `submit` |
 * | `error`    | `requestId`, `code`, `message`                                    | answers `submit` |
 *
 * Error codes (spec §8 "Card frame response codes"): 871 'Card number too short.', 872 'Card
 * number too long.', 873 'Card number not numeric.', 874 (Luhn) and 876 (unsupported brand)
 * 'Please enter a valid credit or debit card.', 881 'CVV too short.' or 'Invalid CVV.' (not
 * numeric), 882 'CVV too long.'. Ours: 800 'Invalid card information.' (missing or past expiry, a
 * malformed request, the frame's server unreachable) and, on the PIN page, 893 'Invalid PIN,
 * please try again.'. 87x are card-number errors, 88x CVV errors (the frame shows the CVV message
 * itself and the host grows the frame from 78 to 112 px, with no banner), others are generic.
 * The PIN page answers 800 when `submit` names no SNAP EBT card the server knows.
 *
 * ## The encrypted PIN
 * The PIN page seals the PIN for the card its `submit` names (`paymentGram`): the reference API
 * accepts that `encryptedPin` only in a balance check of that card, by the card's shopper, within 5
 * minutes, once. Otherwise it answers 422 `PIN_EXPIRED`, `PIN_ALREADY_USED`, `PIN_OTHER_CARD` or
 * `PIN_OTHER_SHOPPER` (`pinEntryRefusalCodes` of `@aisle/contracts/wallet`), and the shopper is
 * asked to type the PIN again: a new `submit` seals it afresh.
 *
 * ## Host → frame
 * | type     | fields                                             | when |
 * |----------|----------------------------------------------------|------|
 * | `init`   | `theme?` (colours, font, radius: each checked by the frame against a narrow pattern), `cardBrand?` (cvv page: the card's brand, for the CVV length) | the iframe's load event |
 * | `submit` | `requestId` (1–64 of `[A-Za-z0-9_-]`), `paymentGram?` (pin page: the card the PIN is for) | the host form is submitted |
 *
 * ## Timing (spec §4, §9)
 * The frame must say `ready` within 10 s; each retry allows 10 s more, up to 30 s (the PIN widget:
 * 30 s). A `submit` must be answered within 11 s (the PIN widget: 30 s). A frame that has fired
 * its `load` event and not said `ready` 3 s later failed or refused the host's origin: the host
 * shows the same error and retry, and logs which origin to allow (`frameRefusal.ts`).
 */

/** The marker on every message of the protocol, both ways. */
export const secureFieldSource = 'aisle-secure-field';

export type SecureFramePage = 'payment' | 'cvv' | 'pin';

/** The brands the frame names from the first digits (spec §3), or NONE. */
export type SecureCardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'DINERS' | 'JCB' | 'UNIONPAY' | 'NONE';

/** What the add-card frame answers: the token and what a receipt may show. */
export interface SecureCardResult {
  checkoutId: string;
  brand: SecureCardBrand;
  cardFirstSix: string;
  lastFour: string;
  /** Two digits, 01–12. */
  expirationMonth: string;
  /** Four digits (spec §9: "sent with a 20 prefix"). */
  expirationYear: string;
}

export interface SecureCvvResult {
  checkoutId: string;
}

export interface SecurePinResult {
  encryptedPin: string;
}

export interface SecureFrameResults {
  payment: SecureCardResult;
  cvv: SecureCvvResult;
  pin: SecurePinResult;
}

/** Card info from the frame (spec §3). */
export interface SecureCardInfo {
  cardType: SecureCardBrand;
  isValidCard: boolean;
}

/** Values the host may pass in `init` so the frame matches the banner. The frame ignores any it finds unsafe. */
export interface SecureFrameTheme {
  textColor?: string;
  labelColor?: string;
  backgroundColor?: string;
  borderColor?: string;
  focusColor?: string;
  errorColor?: string;
  fontFamily?: string;
  fontSize?: string;
  borderRadius?: string;
}

/** Every message of the protocol carries this marker, so either side can ignore other windows' messages. */
export interface Marked {
  source: typeof secureFieldSource;
}

export type FrameMessage = Marked &
  (
    | { type: 'ready' }
    | { type: 'focus' | 'blur' | 'autofill'; field?: string }
    | ({ type: 'cardInfo' } & SecureCardInfo)
    | { type: 'resize'; height: number }
    | ({ type: 'ok'; requestId: string } & Partial<SecureCardResult & SecurePinResult>)
    | { type: 'error'; requestId: string; code: number; message: string }
  );

/**
 * What the PIN is typed for, given to the PIN widget's `submit`: the encrypted PIN it answers works
 * only for this card, by its shopper, for a few minutes and once (the reference API refuses to seal a
 * PIN without it, code 800).
 */
export interface SecurePinBinding {
  /** The SNAP EBT card's `paymentGram`, as the balance call will send it. */
  paymentGram: string;
}

export type HostMessage = Marked &
  (
    | { type: 'init'; theme?: SecureFrameTheme; cardBrand?: string }
    | ({ type: 'submit'; requestId: string } & Partial<SecurePinBinding>)
  );

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A frame message, or undefined for anything else. Only call it on a message whose origin and
 * window were checked: this checks the shape, not who sent it.
 */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data) || data.source !== secureFieldSource) return undefined;
  const message = data as unknown as FrameMessage;
  switch (data.type) {
    case 'ready':
      return message;
    case 'focus':
    case 'blur':
    case 'autofill':
      return data.field === undefined || isString(data.field) ? message : undefined;
    case 'cardInfo':
      return isString(data.cardType) && typeof data.isValidCard === 'boolean' ? message : undefined;
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) ? message : undefined;
    case 'ok':
      return isString(data.requestId) && (isString(data.checkoutId) || isString(data.encryptedPin))
        ? message
        : undefined;
    case 'error':
      return isString(data.requestId) && typeof data.code === 'number' && isString(data.message) ? message : undefined;
    default:
      return undefined;
  }
}

/** What a frame error is about: the host grows the field for a CVV error and shows the others. */
export type SecureFieldErrorKind = 'card-number' | 'cvv' | 'generic';

/** Spec §8: 871–874 and 876 are bad card numbers, 881 and 882 CVV errors, others generic. */
export function secureFieldErrorKind(code: number | string): SecureFieldErrorKind {
  if (code === 871 || code === 872 || code === 873 || code === 874 || code === 876) return 'card-number';
  if (code === 881 || code === 882) return 'cvv';
  return 'generic';
}

/** The frame went quiet: no `ready` in time, no answer to `submit` in time, or it is gone. */
export type SecureFieldFailure = 'timeout' | 'not-loaded';

/** A `submit` that did not give a token: the frame's code, its kind, and the message to show. */
export class SecureFieldError extends Error {
  override readonly name = 'SecureFieldError';

  constructor(
    readonly code: number | SecureFieldFailure,
    readonly kind: SecureFieldErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const isSecureFieldError = (error: unknown): error is SecureFieldError => error instanceof SecureFieldError;
