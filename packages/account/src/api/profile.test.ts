import { describe, expect, it } from 'vitest';
import { demoProfile, demoProfileResponse } from '../testing/fixtures';
import {
  getProfile,
  InvalidPhoneError,
  toProfile,
  toProfileUpdateRequest,
  updateProfile,
  type ProfileUpdate,
} from './profile';
import { recordingClient } from '@aisle/core/testing';

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

describe('given a profile update', () => {
  const typed: ProfileUpdate = {
    firstName: '  Avery ',
    lastName: 'O’Brien',
    mobilePhoneNumber: '1 (513) 555-0999',
    homePhoneNumber: '513.555.0188',
  };

  it('puts the names trimmed and each phone as +1 and its last 10 digits on the profile path', async () => {
    const { client, calls } = recordingClient({ body: demoProfileResponse });
    await updateProfile(client, typed);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'https://api.test/atlas/v1/customer-profile/v1/profile' });
    expect(calls[0]?.body).toEqual({
      firstName: 'Avery',
      lastName: 'O’Brien',
      phones: [
        { kind: 'MOBILE', number: '+15135550999' },
        { kind: 'HOME', number: '+15135550188' },
      ],
    });
  });

  it.each([
    ['more than 10 digits: the last 10 are kept', '00 1 513 555 0123', '+15135550123'],
    ['a number already in the service form', '+15135550123', '+15135550123'],
  ])('reduces %s', (_name, mobile, sent) => {
    const phones = toProfileUpdateRequest({ ...typed, mobilePhoneNumber: mobile }).phones;
    expect(phones[0]).toEqual({ kind: 'MOBILE', number: sent });
  });

  it('leaves out a phone left empty, which removes it', () => {
    const request = toProfileUpdateRequest({ ...typed, mobilePhoneNumber: '', homePhoneNumber: null });
    expect(request.phones).toEqual([]);
  });

  it('refuses a phone of fewer than 10 digits before any call, naming its kind', async () => {
    const { client, calls } = recordingClient({ body: demoProfileResponse });
    const error: unknown = await updateProfile(client, { ...typed, homePhoneNumber: '555-0188' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidPhoneError);
    expect((error as InvalidPhoneError).kind).toBe('HOME');
    expect(calls).toHaveLength(0);
  });

  it('answers the saved profile, mapped and dated in the zone asked for', async () => {
    const saved = { ...demoProfile, firstName: 'Avery', dateCreated: '2024-03-06T02:00:00.000Z' };
    const { client } = recordingClient({ body: { data: { profile: saved } } });
    const profile = await updateProfile(client, typed, { timeZone: 'America/New_York' });
    expect(profile).toMatchObject({ firstName: 'Avery', dateCreated: '03/05/2024', mobilePhoneNumber: '+15135550123' });
  });
});
