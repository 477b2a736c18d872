import { bannerBehaviours, getBannerBehaviour, type BannerId } from '@aisle/contracts';
import { ApiError } from '../errors/apiError';
import { z } from 'zod';
import { requestHeaders } from './validation';

/** The banner when a call sends no `X-Banner` header. */
export const defaultBanner = 'kroger';

const bannerIds = new Set(bannerBehaviours.map((behaviour) => behaviour.id as string));

/** `X-Banner`: a banner id of `@aisle/tokens` (any case), kroger when absent. */
export const bannerHeader = requestHeaders(
  z.object({
    'x-banner': z
      .string({ error: 'X-Banner must be a banner id such as kroger' })
      .trim()
      .toLowerCase()
      .refine((id) => bannerIds.has(id), 'X-Banner must be a banner id such as kroger')
      .optional()
      .transform((id) => id ?? defaultBanner),
  }),
);

/**
 * A `bannerDomain` a call sends (Get payment, the modify submit) must be the domain of the banner
 * the call is made on (`X-Banner`): 400 otherwise.
 */
export function refuseOtherBannerDomain(bannerDomain: string | undefined, banner: string): void {
  const { domain } = getBannerBehaviour(banner as BannerId);
  if (bannerDomain === undefined || bannerDomain.toLowerCase() === domain) return;
  throw new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid bannerDomain.', [
    { field: 'bannerDomain', message: `bannerDomain must be the domain of the call's banner, ${domain}` },
  ]);
}
