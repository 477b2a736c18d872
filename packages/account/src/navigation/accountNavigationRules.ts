import { isLocalHost, type BannerFeatures } from '@aisle/contracts';
import { format } from '@aisle/ui';
import type { AccountMessages } from '../messages';
import type { AccountRoutes } from '../routes';

export type AccountNavigationId =
  | 'dashboard'
  | 'profile'
  | 'addresses'
  | 'preferences'
  | 'purchaseHistory'
  | 'wallet'
  | 'pointsSummary'
  | 'membership'
  | 'communityRewards'
  | 'prescriptions'
  | 'educationProgram';

export interface AccountNavigationEntry {
  id: AccountNavigationId;
  label: string;
  href: string;
  /** Leaves the storefront: rendered as a plain link, never through the app's router. */
  external?: boolean;
}

export type AccountEnvironment = 'production' | 'staging';

export type AccountNavigationMessages = Pick<
  AccountMessages,
  | 'navMyAccount'
  | 'navProfile'
  | 'navAddressBook'
  | 'navPreferences'
  | 'navPurchaseHistory'
  | 'navWallet'
  | 'navPointsSummary'
  | 'navMembership'
  | 'navCommunityRewards'
  | 'navInspiringDonations'
  | 'navCommunityContributions'
  | 'navPrescriptions'
>;

export interface AccountNavigationOptions {
  features: BannerFeatures;
  /** The page's host; Prescriptions is hidden on localhost. */
  host?: string | null;
  membershipActive: boolean;
  environment: AccountEnvironment;
  messages: AccountNavigationMessages;
  /** Where each entry leads: the host's account routes (`useAccountRoutes()`). */
  routes: AccountRoutes;
}

const communityRewardsLabelKeys = {
  'Community Rewards': 'navCommunityRewards',
  'Inspiring Donations': 'navInspiringDonations',
  'Community Contributions': 'navCommunityContributions',
} as const satisfies Record<BannerFeatures['communityRewards']['label'], keyof AccountNavigationMessages>;

/** The account area's left navigation, in order, by the rules of account spec §2. */
export function accountNavigation({
  features,
  host,
  membershipActive,
  environment,
  messages,
  routes,
}: AccountNavigationOptions): AccountNavigationEntry[] {
  const entries: AccountNavigationEntry[] = [
    { id: 'dashboard', label: messages.navMyAccount, href: routes.dashboard },
    { id: 'profile', label: messages.navProfile, href: routes.profile },
    { id: 'addresses', label: messages.navAddressBook, href: routes.addresses },
    { id: 'preferences', label: messages.navPreferences, href: routes.preferences },
  ];
  if (features.purchaseHistory) {
    entries.push({ id: 'purchaseHistory', label: messages.navPurchaseHistory, href: routes.purchaseHistory });
  }
  if (!features.walletExcluded) {
    const href = features.hostedPaymentPage ? routes.hostedWallet : routes.wallet;
    entries.push({ id: 'wallet', label: messages.navWallet, href });
  }
  entries.push({ id: 'pointsSummary', label: messages.navPointsSummary, href: routes.pointsSummary });
  if (membershipActive) {
    const label = format(messages.navMembership, { membershipName: features.membershipName });
    entries.push({ id: 'membership', label, href: routes.membership });
  }
  if (features.communityRewards.participates) {
    const label = messages[communityRewardsLabelKeys[features.communityRewards.label]];
    entries.push({ id: 'communityRewards', label, href: routes.communityRewards });
  }
  if (!features.prescriptionsHidden && !isLocalHost(host)) {
    entries.push({ id: 'prescriptions', label: messages.navPrescriptions, href: routes.prescriptions });
  }
  const education = features.educationProgramLink;
  if (education) {
    // The programme's name is the banner's own, so it comes with the banner rather than the message table.
    const href = environment === 'staging' ? education.stagingHref : education.href;
    entries.push({ id: 'educationProgram', label: education.label, href, external: true });
  }
  return entries;
}

const isUnder = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/** Whether the path is an edit-address page: the edit route with one path segment where the id goes. */
function isEditAddress(path: string, routes: AccountRoutes): boolean {
  const [before = '', after = ''] = routes.editAddress('addressId').split('addressId');
  const id = path.slice(before.length, path.length - after.length);
  return path.startsWith(before) && path.endsWith(after) && id !== '' && !id.includes('/');
}

/**
 * The entry a page belongs to: the one whose href is the page's path or a parent of it, after the
 * address forms are mapped to the Address Book. Undefined for a page outside the navigation.
 */
export function accountSection(
  entries: readonly AccountNavigationEntry[],
  currentHref: string,
  routes: AccountRoutes,
): AccountNavigationEntry | undefined {
  const path = currentHref.split(/[?#]/)[0] ?? currentHref;
  // The add- and edit-address forms belong to the Address Book.
  const addressForm = isUnder(path, routes.addAddress) || isEditAddress(path, routes);
  const href = addressForm ? routes.addresses : path;
  return entries
    .filter((entry) => !entry.external && isUnder(href, entry.href))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
