import { describe, expect, it } from 'vitest';
import { demoProfile, demoProfileResponse } from '../testing/fixtures';
import { getProfile, toProfile } from './profile';
import { recordingClient } from '../testing/recordingClient';

describe('given a customer profile', () => {
  it('fetches it with the full-profile projection', async () => {
    const { client, calls } = recordingClient({ body: demoProfileResponse });
    await getProfile(client);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.test/atlas/v1/customer-profile/v1/profile?projections=customerProfile.full',
    });
  });

  it('maps it to the spec Profile', () => {
    expect(toProfile(demoProfile)).toEqual({
      userId: 'shopper-1',
      firstName: 'Jordan',
      lastName: 'Rivera',
      emailAddress: 'jordan.rivera@example.com',
      loyaltyCardNumber: '4800000000001',
      mobilePhoneNumber: '+15135550123',
      homePhoneNumber: '+15135550188',
      dateCreated: '03/05/2024',
      dateRegistrationConfirmed: '03/06/2024',
      isEmailConfirmed: true,
      address: {
        street: '1014 Vine St',
        unit: 'Apt 4',
        locality: 'Cincinnati',
        county: 'Hamilton',
        region: 'OH',
        postalCode: '45202',
        countryCode: 'US',
        type: 'home',
        location: { lat: 39.1, lng: -84.5 },
      },
      dateMobilePhoneVerified: '',
      relevantAdsOptIn: false,
      bannerSpecificDetails: demoProfile.bannerSpecificDetails,
    });
  });

  it.each([
    ['no phones', [], null, null],
    ['a mobile only', [{ kind: 'MOBILE', number: '+15135550100' }], '+15135550100', null],
    ['a home only', [{ kind: 'HOME', number: '+15135550101' }], null, '+15135550101'],
  ] as const)('reads the phones by kind: %s', (_name, phones, mobile, home) => {
    const profile = toProfile({ ...demoProfile, phones: [...phones] });
    expect([profile.mobilePhoneNumber, profile.homePhoneNumber]).toEqual([mobile, home]);
  });

  it('has no address when the shopper has no home address', () => {
    expect(toProfile({ ...demoProfile, address: null }).address).toBeNull();
  });

  it('shows the dates in the zone asked for', () => {
    const late = { ...demoProfile, dateCreated: '2024-03-06T02:00:00.000Z' };
    expect(toProfile(late).dateCreated).toBe('03/06/2024');
    expect(toProfile(late, { timeZone: 'America/New_York' }).dateCreated).toBe('03/05/2024');
  });
});
