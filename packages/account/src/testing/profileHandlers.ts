// MSW handlers for the profile (read and update), the preferred store and the store search, over one
// in-memory profile: choosing a store changes the profile's banner details, as the service does.
import type {
  BannerSpecificDetails,
  CustomerProfile,
  PreferredStoreRequest,
  ProfileUpdateRequest,
  Store,
} from '@aisle/contracts/account';
import { profilePaths, storePaths } from '@aisle/contracts/account';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody } from './fixtures';
import { failureFor, type RouteFailures } from './routeFailures';

export interface ProfileHandlerOptions {
  profile: CustomerProfile;
  /** What the store search finds, for any 5-digit ZIP; none answers NO_STORES_FOUND, as the service does. */
  stores: Store[];
  /**
   * The kroger preferred store to start from (null for none); the profile's banner details say
   * which it is when not given.
   */
  preferredStore?: Store | null | undefined;
  failures?: RouteFailures | undefined;
  origin?: string | undefined;
}

const defaultBanner = 'kroger';

function withPreferredStore(profile: CustomerProfile, banner: string, store: Store | null): CustomerProfile {
  const numbers = {
    preferredStoreDivisionNumber: store ? store.locationId.slice(0, 3) : null,
    preferredStoreNumber: store ? store.locationId.slice(3) : null,
  };
  const known = profile.bannerSpecificDetails.some((details) => details.banner === banner);
  const bannerSpecificDetails: BannerSpecificDetails[] = known
    ? profile.bannerSpecificDetails.map((details) => (details.banner === banner ? { ...details, ...numbers } : details))
    : [...profile.bannerSpecificDetails, { banner, communityRewardsEnabled: false, ...numbers }];
  return { ...profile, bannerSpecificDetails };
}

function withUpdate(profile: CustomerProfile, update: ProfileUpdateRequest): CustomerProfile {
  const mobile = (phones: CustomerProfile['phones']) => phones.find((phone) => phone.kind === 'MOBILE')?.number;
  const sameMobile = mobile(profile.phones) === mobile(update.phones);
  return {
    ...profile,
    firstName: update.firstName,
    lastName: update.lastName,
    phones: update.phones,
    // A new mobile number is not verified yet.
    dateMobilePhoneVerified: sameMobile ? profile.dateMobilePhoneVerified : null,
  };
}

export function profileHandlers(options: ProfileHandlerOptions): HttpHandler[] {
  const { failures, origin = '*', stores } = options;
  const url = (path: string) => `${origin}${path}`;
  const given = options.preferredStore;
  let profile =
    given === undefined ? structuredClone(options.profile) : withPreferredStore(options.profile, defaultBanner, given);
  const known = given ? [...stores, given] : stores;
  const bannerOf = (request: Request) => request.headers.get('X-Banner')?.toLowerCase() || defaultBanner;

  const preferredStoreOf = (banner: string): Store | null => {
    const details = profile.bannerSpecificDetails.find((candidate) => candidate.banner === banner);
    if (!details?.preferredStoreDivisionNumber || !details.preferredStoreNumber) return null;
    const locationId = `${details.preferredStoreDivisionNumber}${details.preferredStoreNumber}`;
    return known.find((store) => store.locationId === locationId) ?? { locationId };
  };

  return [
    http.get(
      url(profilePaths.profile),
      () => failureFor(failures, 'profile') ?? HttpResponse.json({ data: { profile } }),
    ),
    http.put(url(profilePaths.profile), async ({ request }) => {
      const failure = failureFor(failures, 'updateProfile');
      if (failure) return failure;
      profile = withUpdate(profile, (await request.json()) as ProfileUpdateRequest);
      return HttpResponse.json({ data: { profile } });
    }),
    http.get(
      url(storePaths.preferredStore),
      ({ request }) =>
        failureFor(failures, 'preferredStore') ??
        HttpResponse.json({ data: { preferredStore: preferredStoreOf(bannerOf(request)) } }),
    ),
    http.put(url(storePaths.preferredStore), async ({ request }) => {
      const failure = failureFor(failures, 'updatePreferredStore');
      if (failure) return failure;
      const { locationId } = (await request.json()) as PreferredStoreRequest;
      const store = stores.find((candidate) => candidate.locationId === locationId);
      if (!store)
        return HttpResponse.json(errorBody('STORE_NOT_FOUND', 'We could not find that store.'), { status: 404 });
      profile = withPreferredStore(profile, bannerOf(request), store);
      return HttpResponse.json({ data: { preferredStore: store } });
    }),
    http.get(url(storePaths.storeLocator), ({ request }) => {
      const failure = failureFor(failures, 'storeLocator');
      if (failure) return failure;
      const postalCode = new URL(request.url).searchParams.get('postalCode') ?? '';
      if (!/^\d{5}$/.test(postalCode)) {
        return HttpResponse.json(errorBody('INVALID_POSTAL_CODE', 'Enter a 5-digit ZIP code.'), { status: 400 });
      }
      if (stores.length === 0) {
        const reason = 'No Stores were found within 500 Miles of the entered location!';
        return HttpResponse.json(errorBody('NO_STORES_FOUND', reason), { status: 400 });
      }
      return HttpResponse.json({ data: { stores } });
    }),
  ];
}
