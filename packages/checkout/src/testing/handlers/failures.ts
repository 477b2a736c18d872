// How a checkout route is made to fail in stories and tests: a status with the service's error
// body, a success whose body lacks what it should carry, a network error, or no answer at all.
import { HttpResponse } from 'msw';

export type CheckoutRoute =
  | 'getCheckout'
  | 'updateCheckout'
  | 'activateCheckout'
  | 'modifyCheckout'
  | 'getPayment'
  | 'getPurchases'
  | 'addCheckoutCard'
  | 'editCheckoutCard'
  | 'getSmsOptInStatus'
  | 'updateSmsOptIn'
  | 'modifyTip';

export type CheckoutRouteFailure =
  | {
      status: number;
      code?: string;
      reason?: string;
      /** A fallout's stale items (FALLOUT_ERROR's `newlyIneligibleUpcs`). */
      newlyIneligibleUpcs?: string[];
      /** Fail this often, then answer as usual. */
      times?: number;
    }
  | {
      /** A 200 with this body in place of the checkout: `{}`, or a checkout without its versionKey. */
      answer: unknown;
      times?: number;
    }
  | 'network-error'
  | 'never';

export type CheckoutFailures = Partial<Record<CheckoutRoute, CheckoutRouteFailure>>;

/** The error body the checkout services answer with: `{ errors: { code, reason } }`, and a fallout's items. */
export function checkoutErrorBody(code: string, reason = code, newlyIneligibleUpcs?: string[]) {
  return { errors: { code, reason, ...(newlyIneligibleUpcs && { newlyIneligibleUpcs }) } };
}

export const checkoutErrorOf = (status: number, code: string, reason = code, newlyIneligibleUpcs?: string[]) =>
  HttpResponse.json(checkoutErrorBody(code, reason, newlyIneligibleUpcs), { status });

/**
 * `fail(route)`: the failure response to answer with, or undefined to answer as usual (after
 * `delayMs`). A failure with `times` fails that often, then lets the route answer.
 */
export function failureOf(failures: CheckoutFailures, delayMs = 0) {
  const failed: Partial<Record<CheckoutRoute, number>> = {};
  return async (route: CheckoutRoute): Promise<Response | undefined> => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const failure = failures[route];
    if (!failure) return undefined;
    if (typeof failure === 'object' && failure.times !== undefined) {
      failed[route] = (failed[route] ?? 0) + 1;
      if ((failed[route] ?? 0) > failure.times) return undefined;
    }
    if (failure === 'network-error') return HttpResponse.error();
    if (failure === 'never') return new Promise<Response>(() => undefined);
    if ('answer' in failure) return HttpResponse.json(failure.answer as object);
    return checkoutErrorOf(
      failure.status,
      failure.code ?? 'SERVICE_ERROR',
      failure.reason,
      failure.newlyIneligibleUpcs,
    );
  };
}

export type Fail = ReturnType<typeof failureOf>;
