import { isLocalHost, type BannerFeatures } from '@aisle/core';
import { format } from '@aisle/ui';
import type { AccountMessages } from '../messages';
import { accountRoutes } from '../routes';

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
}

/** The Wallet entry's href on banners with a hosted payment page. Not shown in the spec: ours. */
export const hostedWalletHref = '/mywallet/hosted';

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
}: AccountNavigationOptions): AccountNavigationEntry[] {
  const entries: AccountNavigationEntry[] = [
    { id: 'dashboard', label: messages.navMyAccount, href: accountRoutes.dashboard },
    { id: 'profile', label: messages.navProfile, href: accountRoutes.profile },
    { id: 'addresses', label: messages.navAddressBook, href: accountRoutes.addresses },
    { id: 'preferences', label: messages.navPreferences, href: accountRoutes.preferences },
  ];
  if (features.purchaseHistory) {
    entries.push({ id: 'purchaseHistory', label: messages.navPurchaseHistory, href: accountRoutes.purchaseHistory });
  }
  if (!features.walletExcluded) {
    const href = features.hostedPaymentPage ? hostedWalletHref : accountRoutes.wallet;
    entries.push({ id: 'wallet', label: messages.navWallet, href });
  }
  entries.push({ id: 'pointsSummary', label: messages.navPointsSummary, href: accountRoutes.pointsSummary });
  if (membershipActive) {
    const label = format(messages.navMembership, { membershipName: features.membershipName });
    entries.push({ id: 'membership', label, href: accountRoutes.membership });
  }
  if (features.communityRewards.participates) {
    const label = messages[communityRewardsLabelKeys[features.communityRewards.label]];
    entries.push({ id: 'communityRewards', label, href: accountRoutes.communityRewards });
  }
  if (!features.prescriptionsHidden && !isLocalHost(host)) {
    entries.push({ id: 'prescriptions', label: messages.navPrescriptions, href: accountRoutes.prescriptions });
  }
  const education = features.educationProgramLink;
  if (education) {
    // The programme's name is the banner's own, so it comes with the banner rather than the message table.
    const href = environment === 'staging' ? education.stagingHref : education.href;
    entries.push({ id: 'educationProgram', label: education.label, href, external: true });
  }
  return entries;
}

// The add- and edit-address forms (/account/address, /account/address/{id}) belong to the Address Book.
const sectionAliases: Record<string, string> = { [accountRoutes.addAddress]: accountRoutes.addresses };

/**
 * The entry a page belongs to: the one whose href is the page's path or a parent of it, after the
 * address forms are mapped to the Address Book. Undefined for a page outside the navigation.
 */
export function accountSection(
  entries: readonly AccountNavigationEntry[],
  currentHref: string,
): AccountNavigationEntry | undefined {
  const path = currentHref.split(/[?#]/)[0] ?? currentHref;
  const alias = Object.entries(sectionAliases).find(([from]) => path === from || path.startsWith(`${from}/`));
  const href = alias ? alias[1] : path;
  return entries
    .filter((entry) => !entry.external && (href === entry.href || href.startsWith(`${entry.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
