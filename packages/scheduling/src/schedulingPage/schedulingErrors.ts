// What a failed reservation or checkout means to the shopper on the scheduling page (scheduling
// spec §4, §8 "Scheduling titles"). Pure: read from the error's `code` and `reason`, as a
// ServiceError carries them, so it runs on a server and in a test without a provider.
import { schedulingPageMessages } from './schedulingPageMessages';

/** The way of shopping being scheduled. */
export type ScheduledModality = 'PICKUP' | 'DELIVERY';

/**
 * §8's rows, in the order they are tried: a code may name two things (an address code about
 * alcohol), and the more particular wins.
 */
export type SchedulingErrorKind =
  | 'alcoholQuantity'
  | 'quantityLimit'
  | 'alcoholAddress'
  | 'itemsUnavailable'
  | 'confirmAddress'
  | 'timeUnavailable'
  | 'instacart'
  | 'technicalDifficulties'
  | 'somethingWentWrong';

/** What the modal says and offers for one error. */
export interface SchedulingErrorText {
  title: string;
  body: string | undefined;
  /** 'Try Again' closes the modal and leaves the shopper to choose again; 'Back To Cart' leaves. */
  action: 'tryAgain' | 'backToCart';
}

export type PageMessages = typeof schedulingPageMessages;

// The spec names no code for these rows but NO_ITEMS_AVAILABLE and NO_TIMESLOTS_AVAILABLE; the rest
// are the address codes the quotes already answer with (§8 "Timeslots") and plain-named siblings.
const itemsUnavailableCodes = new Set(['NO_ITEMS_AVAILABLE', 'ITEMS_UNAVAILABLE', 'ITEMS_NOT_AVAILABLE']);
const addressCodes = new Set([
  'INVALID_ADDRESS',
  'LAT_LNG_REQUIRED',
  'FULL_ADDRESS_REQUIRED',
  'ADDRESS_NOT_ELIGIBLE',
  'ADDRESS_VALIDATION_FAILED',
]);
const noTimesCodes = new Set(['NO_TIMESLOTS_AVAILABLE', 'NO_SLOTS_AVAILABLE', 'NO_TIMES_AVAILABLE']);
const technicalDifficultiesCode = 'LF8745B';
/** The checkout's max quantity error (checkout spec §8), raised when the checkout is created. */
const quantityLimitCode = 'CART_QUANTITY_LIMIT_EXCEEDED';

/**
 * The reserved time itself is gone (§4 "An error on timeslot or reserve opens 'Time Expired'"):
 * the reference service's codes for a time no longer quoted, a promise expired, unknown or changed
 * elsewhere, and a time held at a store other than the one now chosen.
 */
const timeExpiredCodes = new Set([
  'TIMESLOT_UNAVAILABLE',
  'PROMISE_EXPIRED',
  'PROMISE_NOT_FOUND',
  'PROMISE_VERSION_CONFLICT',
  'LOCATION_MISMATCH',
]);

function field(error: unknown, name: 'code' | 'reason'): string | undefined {
  if (!error || typeof error !== 'object' || !(name in error)) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The error ends the chosen time: 'Time Expired', a fresh form and fresh quotes. */
export function isTimeExpiredError(error: unknown): boolean {
  const code = field(error, 'code');
  return code !== undefined && timeExpiredCodes.has(code);
}

/**
 * The service found the active modality no longer valid for the order (§4 "Modality validation
 * failure"): the store or address cannot serve it now. The spec names no code; these are ours.
 */
const modalityInvalidCodes = new Set(['MODALITY_VALIDATION_FAILED', 'MODALITY_INVALID', 'MODALITY_UNAVAILABLE']);

/** The error says the way of shopping itself failed validation: only the cart can fix it. */
export function isModalityInvalidError(error: unknown): boolean {
  const code = field(error, 'code');
  return code !== undefined && modalityInvalidCodes.has(code);
}

/** Which of §8's scheduling rows an error falls under. */
export function schedulingErrorKind(error: unknown): SchedulingErrorKind {
  const code = field(error, 'code')?.toUpperCase() ?? '';
  if (code.includes('ALCOHOL_QTY_EXCEEDED')) return 'alcoholQuantity';
  if (code === quantityLimitCode) return 'quantityLimit';
  if (code.includes('ALCOHOL_NA_FOR_ADDRESS')) return 'alcoholAddress';
  if (itemsUnavailableCodes.has(code)) return 'itemsUnavailable';
  if (addressCodes.has(code)) return 'confirmAddress';
  if (noTimesCodes.has(code)) return 'timeUnavailable';
  // Without a reason there is nothing of the server's to show: the generic row says enough.
  if (code.includes('INSTACART_') && field(error, 'reason')) return 'instacart';
  if (code === technicalDifficultiesCode) return 'technicalDifficulties';
  return 'somethingWentWrong';
}

/**
 * The modal's title for an error (§8 "Scheduling titles"). No time is titled by the way of
 * shopping (checklist ambiguity 12): 'Pickup Time Unavailable' for pickup, 'Delivery Time
 * Unavailable' for delivery. An INSTACART_ code shows the server's reason.
 */
export function schedulingErrorTitle(
  error: unknown,
  modality: ScheduledModality,
  messages: PageMessages = schedulingPageMessages,
): string {
  return schedulingErrorText(error, modality, messages).title;
}

/** The title, body and action of the modal for an error (§8). */
export function schedulingErrorText(
  error: unknown,
  modality: ScheduledModality,
  messages: PageMessages = schedulingPageMessages,
): SchedulingErrorText {
  const cart = (title: string, body: string): SchedulingErrorText => ({ title, body, action: 'backToCart' });
  switch (schedulingErrorKind(error)) {
    case 'alcoholQuantity':
      return cart(messages.schedulingPageAlcoholQuantityTitle, messages.schedulingPageAlcoholQuantityBody);
    case 'quantityLimit':
      // The server's reason can name the limit and the item; the cart is where it is put right.
      return cart(
        messages.schedulingPageQuantityLimitTitle,
        field(error, 'reason') ?? messages.schedulingPageQuantityLimitBody,
      );
    case 'alcoholAddress':
      return cart(messages.schedulingPageAlcoholAddressTitle, messages.schedulingPageAlcoholAddressBody);
    case 'itemsUnavailable':
      return cart(messages.schedulingPageItemsUnavailableTitle, messages.schedulingPageItemsUnavailableBody);
    case 'confirmAddress':
      return cart(messages.schedulingPageConfirmAddressTitle, messages.schedulingPageConfirmAddressBody);
    case 'timeUnavailable':
      return {
        title:
          modality === 'PICKUP'
            ? messages.schedulingPagePickupTimeUnavailableTitle
            : messages.schedulingPageDeliveryTimeUnavailableTitle,
        body: messages.schedulingPageTimeUnavailableBody,
        action: 'tryAgain',
      };
    case 'instacart':
      return {
        title: field(error, 'reason') ?? messages.schedulingPageSomethingWentWrongTitle,
        body: undefined,
        action: 'tryAgain',
      };
    case 'technicalDifficulties':
      return {
        title: messages.schedulingPageSomethingWentWrongTitle,
        body: messages.schedulingPageTechnicalDifficulties,
        action: 'tryAgain',
      };
    case 'somethingWentWrong':
      return {
        title: messages.schedulingPageSomethingWentWrongTitle,
        body: messages.schedulingPageSomethingWentWrongBody,
        action: 'tryAgain',
      };
  }
}
