// Preferred store, store search and community rewards (account spec §3 and §7: "Payload shapes:
// not shown"; these are the reference API's).
import { z } from 'zod';
import { serviceAddress } from '../address/serviceShapes';

/** A store as the locator answers it; only the location id is relied on. */
export const store = z.object({
  /** Division then store number, e.g. '01400352'. */
  locationId: z.string(),
  divisionNumber: z.string().optional(),
  storeNumber: z.string().optional(),
  vanityName: z.string().optional(),
  banner: z.string().optional(),
  address: serviceAddress.optional(),
  location: z.object({ lat: z.number(), lng: z.number() }).optional(),
  /** Miles from the searched postal code. */
  distance: z.number().optional(),
  isOpen: z.boolean().optional(),
  openText: z.string().optional(),
});
export type Store = z.infer<typeof store>;

export const preferredStoreResponse = z.object({ data: z.object({ preferredStore: store.nullable() }) });
export type PreferredStoreResponse = z.infer<typeof preferredStoreResponse>;

export const preferredStoreRequest = z.object({ locationId: z.string() });
export type PreferredStoreRequest = z.infer<typeof preferredStoreRequest>;

export const storeLocatorResponse = z.object({ data: z.object({ stores: z.array(store) }) });
export type StoreLocatorResponse = z.infer<typeof storeLocatorResponse>;

/** Stores are searched within 500 miles (account spec §9). */
export const storeSearchRadiusMiles = 500;

/** Community rewards participation (account spec §3). */
export const communityRewardsParticipation = z.object({
  doesBannerParticipate: z.boolean(),
  doesStoreParticipate: z.boolean(),
});
export type CommunityRewardsParticipation = z.infer<typeof communityRewardsParticipation>;
