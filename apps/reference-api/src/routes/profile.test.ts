import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProfile as Profile } from '@aisle/contracts/account';
import { createTestApi, type TestApi } from '../testing/testApi';

const profilePath = '/atlas/v1/customer-profile/v1/profile?projections=customerProfile.full';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function profileOf(email: string): Promise<Profile> {
  const answer = await api.call<{ data: { profile: Profile } }>('GET', profilePath, { token: await api.signIn(email) });
  expect(answer.status).toBe(200);
  return answer.body.data.profile;
}

describe('given the shopper with a full US address book', () => {
  it('after fetching the full profile, answers every field of the spec with the home address in the server shape', async () => {
    const profile = await profileOf('avery@aisle.test');
    expect(profile).toMatchObject({
      firstName: 'Avery',
      lastName: 'Jordan',
      emailAddress: 'avery@aisle.test',
      loyaltyCardNumber: '4800012345678',
      phones: [
        { kind: 'MOBILE', number: '+15135550123' },
        { kind: 'HOME', number: '+15135550188' },
      ],
      isEmailConfirmed: true,
      relevantAdsOptIn: true,
      address: {
        addressLines: ['Apt 5C', '1014 Vine St'],
        cityTown: 'Cincinnati',
        county: 'Hamilton',
        stateProvince: 'OH',
        postalCode: '45202',
        countryCode: 'US',
        location: { lat: 39.1072, lng: -84.5149 },
      },
      bannerSpecificDetails: [
        {
          banner: 'kroger',
          preferredStoreNumber: '00352',
          preferredStoreDivisionNumber: '014',
          communityRewardsEnabled: true,
        },
        {
          banner: 'ralphs',
          preferredStoreNumber: null,
          preferredStoreDivisionNumber: null,
          communityRewardsEnabled: false,
        },
      ],
    });
    expect(profile.userId).toMatch(/^[0-9a-f-]{36}$/);
    for (const date of [profile.dateCreated, profile.dateRegistrationConfirmed, profile.dateMobilePhoneVerified]) {
      expect(new Date(date ?? '').toISOString()).toBe(date);
    }
  });
});

describe('given the shopper with a Canadian home', () => {
  it('after fetching the profile, answers the Toronto address and no verified mobile date', async () => {
    const profile = await profileOf('morgan@aisle.test');
    expect(profile.address).toMatchObject({ stateProvince: 'ON', postalCode: 'M5V 3L9', countryCode: 'CA' });
    expect(profile.dateMobilePhoneVerified).toBeNull();
    expect(profile.phones).toEqual([{ kind: 'MOBILE', number: '+12065550147' }]);
  });
});

describe('given the shopper with an empty address book', () => {
  it('after fetching the profile, answers address null and no phones', async () => {
    const profile = await profileOf('riley@aisle.test');
    expect(profile.address).toBeNull();
    expect(profile.phones).toEqual([]);
  });

  it('after fetching without the projection parameter, answers the same profile', async () => {
    const token = await api.signIn('riley@aisle.test');
    const answer = await api.call<{ data: { profile: Profile } }>('GET', '/atlas/v1/customer-profile/v1/profile', {
      token,
    });
    expect(answer.body.data.profile.emailAddress).toBe('riley@aisle.test');
  });
});
