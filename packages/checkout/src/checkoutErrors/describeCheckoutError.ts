import { checkoutErrorCodes, isPurchaseDecline } from '@aisle/contracts/checkout';
import { isServiceError } from '@aisle/core';
import { format } from '@aisle/ui';
import type { errorMessages } from './errorMessages';

/**
 * The code shown with the generic message when the checkout, or the service's answer with it, lacks
 * what it must carry: its checksum before Place order (checkout spec §5), the result or its
 * versionKey after a payment update (wallet spec §8). The specs name no code or text for either;
 * one message for both is our choice.
 */
export const incompleteCheckoutCode = 'CHECKOUT_INCOMPLETE';

/** The generic message with `incompleteCheckoutCode`. */
export const incompleteCheckoutMessage = (messages: Pick<typeof errorMessages, 'processingError' | 'errorCode'>) =>
  `${messages.processingError} ${format(messages.errorCode, { code: incompleteCheckoutCode })}`;

/** What the page does with a failed checkout call, beside showing its message. */
export type CheckoutFailure =
  | { kind: 'session-expired'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'order-timed-out'; message: string }
  | { kind: 'post-auth-reject'; message: string }
  | { kind: 'declined'; message: string; code: string }
  | { kind: 'cannot-modify'; message: string }
  | { kind: 'other'; message: string; code?: string };

/**
 * The §8 meaning of a failed place-order, payment, promo or tip call. `generic` is the
 * offline/technical-difficulties fallback (`useServiceErrorMessage` of @aisle/core); `fallback`
 * the call's own default, used for 4xx the catalogue does not name.
 */
export function describeCheckoutError(
  error: unknown,
  messages: typeof errorMessages,
  generic: (error: unknown) => string,
  fallback?: string,
): CheckoutFailure {
  if (!isServiceError(error)) return { kind: 'other', message: generic(error) };
  const { status, code } = error;
  if (status === 401 || status === 403) return { kind: 'session-expired', message: messages.sessionExpired };
  if (code === checkoutErrorCodes.conflict) return { kind: 'conflict', message: messages.updatedOnAnotherDevice };
  if (code === checkoutErrorCodes.expired) return { kind: 'order-timed-out', message: messages.orderExpired };
  if (code === checkoutErrorCodes.postAuthReject)
    return { kind: 'post-auth-reject', message: error.reason ?? messages.processingError };
  if (code === checkoutErrorCodes.paymentTypeNotAccepted)
    return { kind: 'other', message: messages.paymentTypeNotAccepted, code };
  if (code === checkoutErrorCodes.cannotModify) return { kind: 'cannot-modify', message: messages.cannotModify };
  if (isPurchaseDecline(code)) {
    if (code === 'MAX_PIN_TRIES_EXCEEDED') return { kind: 'declined', message: messages.tooManyPinAttempts, code };
    if (code === 'INVALID_PIN') return { kind: 'declined', message: messages.invalidPin, code };
    return { kind: 'declined', message: messages.cardDeclined, code };
  }
  if (code === checkoutErrorCodes.ageVerificationFailed)
    return { kind: 'other', message: error.reason ?? messages.ageVerificationFailed, code };
  if (code === incompleteCheckoutCode) return { kind: 'other', message: incompleteCheckoutMessage(messages), code };
  if (code === 'LF8745B') return { kind: 'other', message: messages.technicalDifficultiesLF8745B, code };
  if (status >= 400 && status < 500 && fallback) return { kind: 'other', message: fallback, code };
  const message = generic(error);
  return { kind: 'other', message: code ? `${message} ${format(messages.errorCode, { code })}` : message, code };
}
