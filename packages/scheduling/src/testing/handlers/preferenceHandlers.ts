// The shopper's preferences (scheduling spec §7 "Customer preferences", "Add preferences", "Update
// preference") in memory, as the reference API answers: adding keeps a value already there, and a
// change names the version it read.
import {
  schedulingPaths,
  type AddPreferencesRequest,
  type CustomerPreference,
  type UpdatePreferenceRequest,
} from '@aisle/contracts/scheduling';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { schedulingErrorBody, type Fail } from './failures';

/** A preference the shopper starts with; id and version key are made up when left out. */
export type InitialPreference = Pick<CustomerPreference, 'name' | 'value'> & Partial<CustomerPreference>;

/** The reference API's answer to a change naming a version that is no longer the current one. */
export const preferenceVersionConflictError = {
  status: 409,
  code: 'PREFERENCE_VERSION_CONFLICT',
  reason: 'This preference was changed on another device. Refresh it and try again.',
};

const notFound = () =>
  HttpResponse.json(schedulingErrorBody('PREFERENCE_NOT_FOUND', 'We could not find that preference.'), {
    status: 404,
  });

// UUIDs, as the service's ids are: the ids are then normalised like the real ones in failed-call metrics.
const preferenceId = (serial: number) => `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;

export function preferenceHandlers(
  url: (path: string) => string,
  fail: Fail,
  initialPreferences: readonly InitialPreference[] = [],
): HttpHandler[] {
  let serial = 0;
  const make = ({ name, value, ...rest }: InitialPreference): CustomerPreference => {
    serial += 1;
    return { name, value, id: preferenceId(serial), versionKey: '1', userSet: true, ...rest };
  };
  const stored = new Map(initialPreferences.map((preference) => [preference.name, make(preference)]));
  const named = (names: readonly string[] | undefined) =>
    [...stored.values()]
      .filter((preference) => !names || names.includes(preference.name))
      .sort((a, b) => a.name.localeCompare(b.name));

  return [
    http.get(url(schedulingPaths.preferences), async ({ request }) => {
      const failure = await fail('preferences');
      if (failure) return failure;
      const filter = new URL(request.url).searchParams.get('filter.name');
      const names = filter
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return HttpResponse.json({ data: { preferences: named(names) } });
    }),
    http.post(url(schedulingPaths.preferences), async ({ request }) => {
      const failure = await fail('addPreferences');
      if (failure) return failure;
      const { preferences } = (await request.json()) as AddPreferencesRequest;
      for (const preference of preferences) {
        if (!stored.has(preference.name)) stored.set(preference.name, make(preference));
      }
      return HttpResponse.json({ data: { preferences: named(preferences.map(({ name }) => name)) } }, { status: 201 });
    }),
    http.put(url(`${schedulingPaths.preferences}/:id`), async ({ request, params }) => {
      const failure = await fail('updatePreference');
      if (failure) return failure;
      const { value, versionKey } = (await request.json()) as UpdatePreferenceRequest;
      const current = [...stored.values()].find((preference) => preference.id === params.id);
      if (!current) return notFound();
      if (current.versionKey !== versionKey) {
        const { status, code, reason } = preferenceVersionConflictError;
        return HttpResponse.json(schedulingErrorBody(code, reason), { status });
      }
      const updated = { ...current, value, versionKey: String(Number(current.versionKey) + 1), userSet: true };
      stored.set(updated.name, updated);
      return HttpResponse.json({ data: updated });
    }),
  ];
}
