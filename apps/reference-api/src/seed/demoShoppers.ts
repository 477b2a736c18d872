import type { Address } from '@aisle/contracts';
import type { SmsStatus, TriggerType } from '../communications/smsPreferences';

export interface DemoShopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  loyaltyCardNumber: string;
  mobilePhone?: string;
  homePhone?: string;
  relevantAdsOptIn: boolean;
  /** Days before the seeding that the account was created and confirmed. */
  createdDaysAgo: number;
  mobileVerified: boolean;
  banners: { banner: string; preferredStore?: string; communityRewardsEnabled: boolean }[];
  /** The address book, in the order it lists; the wallet's billing addresses start as a copy. */
  addresses: Address[];
  /** The opaque token of this shopper's e-mail links (`?token=`), printed in the README. */
  emailToken: string;
  /** E-mail categories chosen (lower-cased shortDescription); the others are not selected. */
  emailPreferences: { banner: string; category: string; selected: boolean }[];
  /** SMS opt-ins, all to the shopper's mobile number. */
  sms: { triggerType: TriggerType; status: SmsStatus }[];
  /** A membership (Boost, or HTPlus on its banner); none when absent. */
  membership?: DemoMembership;
}

/**
 * A demo membership, renewed every year since it started (scheduling spec §3: BST is Boost's
 * same-day plan, BSTL its next-day one; HTEL and HTPL HTPlus's).
 */
export interface DemoMembership {
  subscriptionType: 'BST' | 'BSTL' | 'HTEL' | 'HTPL';
  /** Days before the seeding that the first year started. */
  startedDaysAgo: number;
  /** The yearly price in dollars. */
  price: number;
}

/** The one password of every demo account: easy to remember, printed at start and in the README. */
export const demoPassword = 'groceries';

/**
 * Three shoppers, one per address-book situation the screens handle: a full US book, a Canadian
 * home with a US delivery address, and an empty book. Only Avery has a membership (Boost). Addresses are already in the validator's
 * normal form, so validating one answers "validated, not corrected".
 */
export const demoShoppers: readonly DemoShopper[] = [
  {
    email: 'avery@aisle.test',
    password: demoPassword,
    firstName: 'Avery',
    lastName: 'Jordan',
    loyaltyCardNumber: '4800012345678',
    mobilePhone: '+15135550123',
    homePhone: '+15135550188',
    relevantAdsOptIn: true,
    createdDaysAgo: 900,
    mobileVerified: true,
    banners: [
      { banner: 'kroger', preferredStore: '01400352', communityRewardsEnabled: true },
      { banner: 'ralphs', communityRewardsEnabled: false },
    ],
    addresses: [
      {
        street: '1014 Vine St',
        unit: 'Apt 5C',
        locality: 'Cincinnati',
        county: 'Hamilton',
        region: 'OH',
        postalCode: '45202',
        countryCode: 'US',
        type: 'home',
      },
      {
        street: '3420 Edwards Rd',
        locality: 'Cincinnati',
        county: 'Hamilton',
        region: 'OH',
        postalCode: '45208',
        countryCode: 'US',
        type: 'delivery',
        label: 'Parents',
        notes: 'Side door by the garage.',
      },
      {
        street: '7650 Montgomery Rd',
        unit: 'Ste 200',
        locality: 'Cincinnati',
        county: 'Hamilton',
        region: 'OH',
        postalCode: '45236',
        countryCode: 'US',
        type: 'delivery',
        label: 'Work',
        notes: 'Leave with reception.',
      },
    ],
    emailToken: 'demo-email-token-avery',
    emailPreferences: [
      { banner: 'kroger', category: 'weekly ad', selected: true },
      { banner: 'kroger', category: 'specials & promotions', selected: true },
    ],
    sms: [
      { triggerType: 'CLICKLIST', status: 'opted_in' },
      { triggerType: 'TRANSACTIONAL', status: 'opted_in' },
    ],
    membership: { subscriptionType: 'BST', startedDaysAgo: 200, price: 99 },
  },
  {
    email: 'morgan@aisle.test',
    password: demoPassword,
    firstName: 'Morgan',
    lastName: 'Tremblay',
    loyaltyCardNumber: '4800098765432',
    mobilePhone: '+12065550147',
    relevantAdsOptIn: false,
    createdDaysAgo: 320,
    mobileVerified: false,
    banners: [
      { banner: 'fredmeyer', preferredStore: '70100369', communityRewardsEnabled: false },
      { banner: 'qfc', preferredStore: '70700812', communityRewardsEnabled: true },
    ],
    addresses: [
      {
        street: '290 Bremner Blvd',
        unit: 'Unit 1204',
        locality: 'Toronto',
        region: 'ON',
        postalCode: 'M5V 3L9',
        countryCode: 'CA',
        type: 'home',
      },
      {
        street: '2200 Westlake Ave',
        locality: 'Seattle',
        county: 'King',
        region: 'WA',
        postalCode: '98121',
        countryCode: 'US',
        type: 'delivery',
        label: 'Seattle office',
      },
    ],
    emailToken: 'demo-email-token-morgan',
    emailPreferences: [{ banner: 'fredmeyer', category: 'monthly newsletter', selected: true }],
    sms: [],
  },
  {
    email: 'riley@aisle.test',
    password: demoPassword,
    firstName: 'Riley',
    lastName: 'Chen',
    loyaltyCardNumber: '4800055501234',
    relevantAdsOptIn: false,
    createdDaysAgo: 3,
    mobileVerified: false,
    banners: [{ banner: 'kroger', communityRewardsEnabled: false }],
    addresses: [],
    emailToken: 'demo-email-token-riley',
    emailPreferences: [],
    sms: [],
  },
];
