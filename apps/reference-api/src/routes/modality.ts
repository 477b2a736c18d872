import { countryFromState, modalities, type BannerId } from '@aisle/contracts';
import { schedulingPaths, type AddressEligibilityResponse } from '@aisle/contracts/scheduling';
import { Hono } from 'hono';
import { z } from 'zod';
import { validateAddress, type AddressValidation } from '../addressValidation/validateAddress';
import type { AppDeps } from '../appDeps';
import { bannerHeader } from '../http/banner';
import { jsonBody } from '../http/validation';
import { modalityOptions, offers, type OptionsOrigin } from '../modality/modalityOptions';
import { validationBody } from './addressValidation';
import { noStores, zipOrigin } from './stores';

const address = validationBody.shape.address;
const point = z.object(
  { lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) },
  { error: 'location is { lat, lng }' },
);

export const optionsBody = z
  .object({
    postalCode: z.string({ error: 'postalCode must be text' }).optional(),
    location: point.optional(),
    address: address.optional(),
  })
  .refine(
    (body) => [body.postalCode, body.location, body.address].filter((given) => given !== undefined).length === 1,
    { message: 'Send one of postalCode, location and address', path: ['postalCode'] },
  );

export const eligibilityBody = z.object({
  address,
  modalityType: z.enum(modalities, { error: `modalityType is one of ${modalities.join(', ')}` }),
});

// bannerHeader admits banner ids only.
const bannerOf = (header: { 'x-banner': string }) => header['x-banner'] as BannerId;

/** Where a checked address is, for the options: none when the service cannot place it. */
function addressOrigin({ location, address }: AddressValidation): OptionsOrigin | undefined {
  if (!location) return undefined;
  return { location, address, countryCode: address.countryCode ?? countryFromState(address.stateProvince) ?? 'US' };
}

/** Where the options are asked for; NO_STORES_FOUND for a place the service cannot put on a map. */
function originOf({ postalCode, location, address }: z.output<typeof optionsBody>): OptionsOrigin {
  if (postalCode !== undefined) return { location: zipOrigin(postalCode), countryCode: 'US' };
  if (location) return { location, countryCode: 'US' };
  const origin = address && addressOrigin(validateAddress(address));
  if (!origin) throw noStores();
  return origin;
}

/**
 * The shopping-method selector's calls (scheduling spec §7): the modality options near a postal
 * code, a point or an address, and whether an address is eligible for a modality. No sign-in
 * needed: a visitor chooses a store before signing in. The banner is `X-Banner`'s.
 */
export function modalityRoutes({ db, now }: AppDeps): Hono {
  return new Hono()
    .post(schedulingPaths.modalityOptions, bannerHeader, jsonBody(optionsBody), async (c) => {
      const banner = bannerOf(c.req.valid('header'));
      const data = await modalityOptions(db, originOf(c.req.valid('json')), banner, now());
      if (!data) throw noStores();
      return c.json({ data });
    })
    .post(schedulingPaths.addressEligibility, bannerHeader, jsonBody(eligibilityBody), async (c) => {
      const banner = bannerOf(c.req.valid('header'));
      const { address: input, modalityType } = c.req.valid('json');
      const checked = validateAddress(input);
      const origin = checked.validated ? addressOrigin(checked) : undefined;
      const options = origin && (await modalityOptions(db, origin, banner, now()));
      const answer: AddressEligibilityResponse['data'] = {
        address: checked.address,
        modalityType,
        validated: checked.validated,
        corrected: checked.corrected,
        isEligible: offers(options, modalityType),
      };
      return c.json({ data: answer });
    });
}
