// MSW handlers for the profile, email and SMS preferences, community rewards and stores.
import type {
  CommunityRewardsParticipation,
  EmailPreferenceUpdate,
  EmailPreferencesResponse,
  Store,
  CustomerProfile,
  SmsOptInRequest,
  SmsOptInStatusRequest,
  SmsPreferenceType,
} from '@aisle/contracts/account';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { communicationPaths, communityRewardsPaths } from '@aisle/contracts/account';
import { profileHandlers } from './profileHandlers';
import { failureFor, type RouteFailures } from './routeFailures';

export interface PreferenceHandlerOptions {
  profile: CustomerProfile;
  emailPreferences: EmailPreferencesResponse;
  smsOptedIn: Partial<Record<SmsPreferenceType, boolean>>;
  /** Types whose opt-in answers with this warning (and stays out until the shopper replies). */
  smsWarnings?: Partial<Record<SmsPreferenceType, string>> | undefined;
  communityRewards: CommunityRewardsParticipation;
  stores: Store[];
  /** The kroger preferred store to start from (null for none); the profile's banner details say which when not given. */
  preferredStore?: Store | null | undefined;
  failures?: RouteFailures | undefined;
  origin?: string | undefined;
}

type EmailBody = EmailPreferenceUpdate[] | { emailPreferences: EmailPreferenceUpdate[]; token: string };

export function preferenceHandlers(options: PreferenceHandlerOptions): HttpHandler[] {
  const { failures, origin = '*' } = options;
  const url = (path: string) => `${origin}${path}`;
  let email = structuredClone(options.emailPreferences);
  const sms = { ...options.smsOptedIn };

  const updateEmail = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as EmailBody;
    const updates = Array.isArray(body) ? body : body.emailPreferences;
    email = {
      ...email,
      emailUngroupedPreferences: email.emailUngroupedPreferences.map((preference) => {
        const update = updates.find((u) => u.emailPreferencesCategory === preference.shortDescription.toLowerCase());
        return update ? { ...preference, selected: update.emailPreferences } : preference;
      }),
    };
    return HttpResponse.json(email);
  };

  return [
    ...profileHandlers({
      profile: options.profile,
      stores: options.stores,
      preferredStore: options.preferredStore,
      failures,
      origin,
    }),
    ...[communicationPaths.emailPreferences, communicationPaths.emailPreferencesV2].flatMap((path) => [
      http.get(url(path), () => failureFor(failures, 'emailPreferences') ?? HttpResponse.json(email)),
      http.post(url(path), (info) => failureFor(failures, 'updateEmailPreferences') ?? updateEmail(info)),
      http.put(url(path), (info) => failureFor(failures, 'updateEmailPreferences') ?? updateEmail(info)),
    ]),
    http.post(url(communicationPaths.smsOptInStatus), async ({ request }) => {
      const failure = failureFor(failures, 'smsOptInStatus');
      if (failure) return failure;
      const { triggerType } = (await request.json()) as SmsOptInStatusRequest;
      return HttpResponse.json({ customerOptedIn: sms[triggerType] ?? false });
    }),
    http.post(url(communicationPaths.smsOptIn), async ({ request }) => {
      const failure = failureFor(failures, 'smsOptIn');
      if (failure) return failure;
      const { optIn, triggerType } = (await request.json()) as SmsOptInRequest;
      const warning = optIn ? options.smsWarnings?.[triggerType] : undefined;
      sms[triggerType] = optIn && !warning;
      return HttpResponse.json({ customerOptedIn: sms[triggerType], ...(warning ? { warning } : {}) });
    }),
    http.get(
      url(communityRewardsPaths.participation),
      () => failureFor(failures, 'communityRewards') ?? HttpResponse.json(options.communityRewards),
    ),
  ];
}
