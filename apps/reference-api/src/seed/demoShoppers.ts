import type { CountryCode } from '@aisle/core/address';
import type { AddressType } from '../addresses/addressRecord';
import type { SmsStatus, TriggerType } from '../communications/smsPreferences';

export interface DemoAddress {
  type: AddressType;
  line1: string;
  line2?: string;
  city: string;
  county?: string;
  state: string;
  postalCode: string;
  country: CountryCode;
  label?: string;
  notes?: string;
}

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
  addresses: DemoAddress[];
  /** The opaque token of this shopper's e-mail links (`?token=`), printed in the README. */
  emailToken: string;
  /** E-mail categories chosen (lower-cased shortDescription); the others are not selected. */
  emailPreferences: { banner: string; category: string; selected: boolean }[];
  /** SMS opt-ins, all to the shopper's mobile number. */
  sms: { triggerType: TriggerType; status: SmsStatus }[];
}

/** The one password of every demo account: easy to remember, printed at start and in the README. */
export const demoPassword = 'groceries';

/**
 * Three shoppers, one per address-book situation the screens handle: a full US book, a Canadian
 * home with a US delivery address, and an empty book. Addresses are already in the validator's
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
        type: 'home',
        line1: '1014 Vine St',
        line2: 'Apt 5C',
        city: 'Cincinnati',
        county: 'Hamilton',
        state: 'OH',
        postalCode: '45202',
        country: 'US',
      },
      {
        type: 'delivery',
        line1: '3420 Edwards Rd',
        city: 'Cincinnati',
        county: 'Hamilton',
        state: 'OH',
        postalCode: '45208',
        country: 'US',
        label: 'Parents',
        notes: 'Side door by the garage.',
      },
      {
        type: 'delivery',
        line1: '7650 Montgomery Rd',
        line2: 'Ste 200',
        city: 'Cincinnati',
        county: 'Hamilton',
        state: 'OH',
        postalCode: '45236',
        country: 'US',
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
        type: 'home',
        line1: '290 Bremner Blvd',
        line2: 'Unit 1204',
        city: 'Toronto',
        state: 'ON',
        postalCode: 'M5V 3L9',
        country: 'CA',
      },
      {
        type: 'delivery',
        line1: '2200 Westlake Ave',
        city: 'Seattle',
        county: 'King',
        state: 'WA',
        postalCode: '98121',
        country: 'US',
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
