import { allOf } from '../enums/allOf';
import { bannerList, unknownBannerError, type BannerId, type BannerIdentity, type BannerKind } from './bannerList';

/** The shopping methods (modalities) of the scheduling spec. */
export type Modality = 'DELIVERY' | 'IN_STORE' | 'PICKUP' | 'SHIP';
export const modalities = allOf<Modality>()(['DELIVERY', 'IN_STORE', 'PICKUP', 'SHIP']);
export type ModalityCapabilities = Readonly<Record<Modality, boolean>>;

/** Labels of the community rewards entry; the account spec names two, the rest use the programme's name. */
export type CommunityRewardsLabel = 'Community Rewards' | 'Inspiring Donations' | 'Community Contributions';

export interface EducationProgramLink {
  label: string;
  href: string;
  /** The staging variant the account spec mentions, for non-production environments. */
  stagingHref: string;
}

/** What a banner turns on or off in the feature packages. Features read these, never a banner id. */
export interface BannerFeatures {
  purchaseHistory: boolean;
  walletExcluded: boolean;
  /** The Wallet entry opens the hosted payment page instead of /mywallet. */
  hostedPaymentPage: boolean;
  communityRewards: { participates: boolean; label: CommunityRewardsLabel };
  prescriptionsHidden: boolean;
  educationProgramLink: EducationProgramLink | null;
  /** The membership programme's name: Boost, or HTPlus on one banner. */
  membershipName: 'Boost' | 'HTPlus';
  pickupNotesHidden: boolean;
  emailOptInHidden: boolean;
}

/** A banner's behaviour: who it is plus the scheduling spec's banner config. Its look is `@aisle/tokens`'. */
export interface BannerBehaviour extends BannerIdentity {
  id: BannerId;
  modalityCapabilities: ModalityCapabilities;
  storeLocatorBrand: string;
  tenantName: string;
  xBannerName: string;
  features: BannerFeatures;
}

const allOn: ModalityCapabilities = { DELIVERY: true, IN_STORE: true, PICKUP: true, SHIP: true };
const allOff: ModalityCapabilities = { DELIVERY: false, IN_STORE: false, PICKUP: false, SHIP: false };

/** Modalities by the scheduling spec's banner rules; anything not named there keeps its kind's default. */
const modalityOverrides: Partial<Record<BannerId, ModalityCapabilities>> = {
  food4less: { ...allOff, IN_STORE: true, SHIP: true },
  foodsco: { ...allOff, IN_STORE: true, SHIP: true },
  copps: { ...allOff, IN_STORE: true },
  albertsons: { ...allOn, SHIP: false },
};

/** Gas, pharmacy and clinic banners have every modality off; specialty banners only ship. */
const modalitiesByKind: Record<BannerKind, ModalityCapabilities> = {
  grocery: allOn,
  specialty: { ...allOff, SHIP: true },
  fuel: allOff,
  pharmacy: allOff,
  clinic: allOff,
};

// The account spec names the two labels but not their banners: these are the two banners whose
// real programmes carry those names.
const communityRewardsLabels: Partial<Record<BannerId, CommunityRewardsLabel>> = {
  food4less: 'Inspiring Donations',
  ralphs: 'Community Contributions',
};

/** Grocery banners whose stores have no pharmacy (the spec's "few specific banners"; its list is not shown). */
const noPharmacy = new Set<BannerId>(['rulerfoods', 'food4less', 'foodsco']);

const educationProgram: Partial<Record<BannerId, EducationProgramLink>> = {
  harristeeter: {
    label: 'Together in Education',
    href: 'https://www.harristeeter.com/together-in-education',
    stagingHref: 'https://stage.harristeeter.com/together-in-education',
  },
};

function behaviourOf(banner: (typeof bannerList)[number]): BannerBehaviour {
  const grocery = banner.kind === 'grocery';
  const harrisTeeter = banner.id === 'harristeeter';
  return {
    ...banner,
    modalityCapabilities: modalityOverrides[banner.id] ?? modalitiesByKind[banner.kind],
    storeLocatorBrand: banner.id.replace(/-/g, '').toUpperCase(),
    // Harris Teeter runs on its own tenant (and hosted payment page); every other banner shares one.
    tenantName: harrisTeeter ? 'harristeeter' : 'kroger',
    xBannerName: banner.id,
    features: {
      purchaseHistory: grocery,
      // Fuel, pharmacy, clinic and specialty sites take payment elsewhere.
      walletExcluded: !grocery,
      hostedPaymentPage: harrisTeeter,
      communityRewards: {
        participates: grocery && !harrisTeeter && banner.id !== 'albertsons',
        label: communityRewardsLabels[banner.id] ?? 'Community Rewards',
      },
      prescriptionsHidden: banner.kind === 'fuel' || banner.kind === 'specialty' || noPharmacy.has(banner.id),
      educationProgramLink: educationProgram[banner.id] ?? null,
      membershipName: harrisTeeter ? 'HTPlus' : 'Boost',
      pickupNotesHidden: harrisTeeter,
      emailOptInHidden: harrisTeeter,
    },
  };
}

/** Every banner's behaviour, in the order of the banner list. */
export const bannerBehaviours: readonly BannerBehaviour[] = bannerList.map(behaviourOf);

const byId = new Map(bannerBehaviours.map((behaviour) => [behaviour.id, behaviour]));

/** The behaviour of a banner; an unknown id throws, naming the valid ones. */
export function getBannerBehaviour(id: string): BannerBehaviour {
  const behaviour = byId.get(id as BannerId);
  if (!behaviour) throw unknownBannerError(id);
  return behaviour;
}

/** The modalities a banner offers, in the spec's order. */
export function enabledModalities(id: string): Modality[] {
  const { modalityCapabilities } = getBannerBehaviour(id);
  return modalities.filter((modality) => modalityCapabilities[modality]);
}
