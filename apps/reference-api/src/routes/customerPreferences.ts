import { preferenceNames, schedulingPaths } from '@aisle/contracts/scheduling';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { optionalText, printable } from '../http/fields';
import { jsonBody, queryParams } from '../http/validation';
import { addPreferences, listPreferences, updatePreference } from '../preferences/customerPreferences';

const names = Object.values(preferenceNames) as [string, ...string[]];
const name = z.enum(names, { error: `name is one of ${names.join(', ')}` });
const value = z
  .string({ error: 'value must be text' })
  .max(200, 'value must be at most 200 characters')
  .regex(printable, 'value must not contain control characters');

export const preferencesQuery = z.object({
  projections: optionalText('projections', 200),
  'filter.chain': optionalText('filter.chain', 200),
  'filter.name': optionalText('filter.name', 2000),
});

export const addPreferencesBody = z.object({
  preferences: z
    .array(z.object({ name, value }), { error: 'preferences must be a list' })
    .min(1, 'preferences holds at least one')
    .max(names.length, `preferences holds at most ${names.length}`),
});

export const updatePreferenceBody = z.object({
  value,
  versionKey: z.string({ error: 'versionKey must be text' }).min(1).max(20),
});

/**
 * The shopper's preferences (scheduling spec §7), signed in: GET by `filter.name` (comma
 * separated; `projections` and `filter.chain` are accepted, as the client sends them), POST to
 * add, PUT by id to change one under its version key.
 */
export function customerPreferenceRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(schedulingPaths.preferences, queryParams(preferencesQuery), async (c) => {
      const filter = c.req.valid('query')['filter.name'];
      const wanted = filter
        ?.split(',')
        .map((each) => each.trim())
        .filter(Boolean);
      return c.json({ data: { preferences: await listPreferences(db, c.get('shopperId'), wanted) } });
    })
    .post(schedulingPaths.preferences, jsonBody(addPreferencesBody), async (c) => {
      const { preferences } = c.req.valid('json');
      const stored = await addPreferences(db, c.get('shopperId'), preferences, now());
      return c.json({ data: { preferences: stored } }, 201);
    })
    .put(`${schedulingPaths.preferences}/:id`, jsonBody(updatePreferenceBody), async (c) => {
      const change = c.req.valid('json');
      return c.json({ data: await updatePreference(db, c.get('shopperId'), c.req.param('id'), change, now()) });
    });
}
