// How a scheduling route is made to fail in stories and tests: a status with the service's error
// body, a network error, or no answer at all.
import { HttpResponse } from 'msw';

export type SchedulingRoute =
  | 'addresses'
  | 'addAddress'
  | 'updateAddress'
  | 'deleteAddress'
  | 'validateAddress'
  | 'modalityOptions'
  | 'addressEligibility'
  | 'quotes'
  | 'createPromise'
  | 'updatePromise'
  | 'preferences'
  | 'addPreferences'
  | 'updatePreference'
  | 'products'
  | 'similarItems'
  | 'stringTable';

export type SchedulingRouteFailure =
  { status: number; code?: string; reason?: string; times?: number } | 'network-error' | 'never';

export type SchedulingFailures = Partial<Record<SchedulingRoute, SchedulingRouteFailure>>;

export function schedulingErrorBody(code: string, reason = code) {
  return { errors: { code, reason } };
}

/**
 * `fail(route)`: the failure response to answer with, or undefined to answer as usual (after
 * `delayMs`). A failure with `times` fails that often, then lets the route answer.
 */
export function failureOf(failures: SchedulingFailures, delayMs = 0) {
  const failed: Partial<Record<SchedulingRoute, number>> = {};
  return async (route: SchedulingRoute): Promise<Response | undefined> => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const failure = failures[route];
    if (!failure) return undefined;
    if (typeof failure === 'object' && failure.times !== undefined) {
      failed[route] = (failed[route] ?? 0) + 1;
      if ((failed[route] ?? 0) > failure.times) return undefined;
    }
    if (failure === 'network-error') return HttpResponse.error();
    if (failure === 'never') return new Promise<Response>(() => undefined);
    return HttpResponse.json(schedulingErrorBody(failure.code ?? 'SERVICE_ERROR', failure.reason), {
      status: failure.status,
    });
  };
}

export type Fail = ReturnType<typeof failureOf>;
