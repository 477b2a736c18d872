// Promising v4's update (scheduling spec §7 "Update promise": PUT by id, with items and versionKey)
// over the promises the create handler holds, answered as the reference API answers: the items
// changed and the version moved on, or why not (not found, expired, changed elsewhere).
import { schedulingPaths, type PromiseV4, type UpdatePromiseRequest } from '@aisle/contracts/scheduling';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { schedulingErrorBody, type Fail } from './failures';

/** The reference API's answer to an update naming a version that is no longer the current one. */
export const promiseVersionConflictError = {
  status: 409,
  code: 'PROMISE_VERSION_CONFLICT',
  reason: 'This reservation was updated on another device. Refresh it and try again.',
};

const errorOf = ({ status, code, reason }: { status: number; code: string; reason: string }) =>
  HttpResponse.json(schedulingErrorBody(code, reason), { status });

export function promiseUpdateHandler(
  url: (path: string) => string,
  fail: Fail,
  held: Map<string, PromiseV4>,
  now: () => Date,
): HttpHandler {
  return http.put(url(`${schedulingPaths.promises}/:id`), async ({ request, params }) => {
    const failure = await fail('updatePromise');
    if (failure) return failure;
    const body = (await request.json()) as UpdatePromiseRequest;
    const current = held.get(String(params.id));
    if (!current) {
      return errorOf({ status: 404, code: 'PROMISE_NOT_FOUND', reason: 'We could not find that reservation.' });
    }
    if (new Date(current.expiration.value).getTime() <= now().getTime()) {
      return errorOf({
        status: 410,
        code: 'PROMISE_EXPIRED',
        reason: 'Your reservation has expired. Please select a new time.',
      });
    }
    if (body.versionKey !== current.versionKey) return errorOf(promiseVersionConflictError);
    // The items are kept as sent: which of them the store can fulfil was settled when it was quoted.
    const updated: PromiseV4 = {
      ...current,
      versionKey: String(Number(current.versionKey) + 1),
      selections: current.selections.map((selection) => ({
        ...selection,
        items: { included: body.items, excluded: [] },
      })),
    };
    held.set(updated.id, updated);
    return HttpResponse.json({ data: updated });
  });
}
