import { bannerBehaviours } from '@aisle/contracts';
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
