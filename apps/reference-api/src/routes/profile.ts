import { Hono } from 'hono';
import { z } from 'zod';
import {
  phoneKinds,
  profileNameMaxLength,
  profileNamePattern,
  servicePhonePattern,
  type PhoneKind,
  type ProfileUpdateRequest,
} from '@aisle/contracts/account';
import type { AppDeps, AppEnv } from '../appDeps';
import { optionalText, requiredText, typeMessage } from '../http/fields';
import { jsonBody, queryParams } from '../http/validation';
import { readProfile, updateProfile, type ProfileChange } from '../shoppers/profile';

// Every projection answers the full profile; the parameter is accepted because the client sends it.
const profileQuery = z.object({ projections: optionalText('projections', 200) });

const name = (label: string) =>
  requiredText(label, profileNameMaxLength).regex(
    profileNamePattern,
    `${label} can only use letters, spaces, hyphens, apostrophes and periods`,
  );

const phone = z.object({
  kind: z.enum(phoneKinds, { error: `kind must be ${phoneKinds.join(' or ')}` }),
  number: z
    .string({ error: typeMessage('number') })
    .regex(servicePhonePattern, 'number must be +1 and 10 digits, e.g. +15135550123'),
});

/** The profile update (ours: the spec shows none), checked with the same rules as the form. */
const profileUpdateBody = z
  .object({
    firstName: name('First Name'),
    lastName: name('Last Name'),
    phones: z
      .array(phone, { error: 'phones must be a list of { kind, number }' })
      .max(phoneKinds.length, `phones holds at most ${phoneKinds.length} numbers`),
  })
  .superRefine((body, ctx) => {
    const kinds = body.phones.map((entry) => entry.kind);
    if (new Set(kinds).size !== kinds.length) {
      ctx.addIssue({ code: 'custom', path: ['phones'], message: 'phones holds one number per kind' });
    }
  }) satisfies z.ZodType<ProfileUpdateRequest>;

const toChange = (body: ProfileUpdateRequest): ProfileChange => ({
  firstName: body.firstName,
  lastName: body.lastName,
  phones: Object.fromEntries(body.phones.map((entry) => [entry.kind, entry.number])) as Partial<
    Record<PhoneKind, string>
  >,
});

/** `GET` and `PUT /atlas/v1/customer-profile/v1/profile`, mounted behind requireShopper. */
export function profileRoutes({ db }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/profile', queryParams(profileQuery), async (c) =>
      c.json({ data: { profile: await readProfile(db, c.get('shopperId')) } }),
    )
    .put('/profile', jsonBody(profileUpdateBody), async (c) => {
      const shopperId = c.get('shopperId');
      await updateProfile(db, shopperId, toChange(c.req.valid('json')));
      return c.json({ data: { profile: await readProfile(db, shopperId) } });
    });
}
