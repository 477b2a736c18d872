import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profileResponse, type CustomerProfile as Profile, type ProfileResponse } from '@aisle/contracts/account';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

const profilePath = '/atlas/v1/customer-profile/v1/profile?projections=customerProfile.full';
let api: TestApi;

// Generous: on a busy machine, loading the database template can take longer than the default 10 s.
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
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

describe('given a shopper updating their profile', () => {
  const update = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    api.call<ProfileResponse & ErrorAnswer>('PUT', '/atlas/v1/customer-profile/v1/profile', { token, body, headers });
  const averyChange = {
    firstName: 'Avery Ann',
    lastName: 'O’Brien-Jordan',
    phones: [
      { kind: 'MOBILE', number: '+15135550999' },
      { kind: 'HOME', number: '+15135550188' },
    ],
  };
  let avery: string;

  beforeEach(async () => {
    await api.reset();
    avery = await api.signIn('avery@aisle.test');
  });

  it('after saving new names and a new mobile, answers the whole profile, which a read then shows too', async () => {
    const answer = await update(avery, averyChange);
    expect(answer.status).toBe(200);
    const saved = profileResponse.parse(answer.body).data.profile;
    expect(saved).toMatchObject({ firstName: 'Avery Ann', lastName: 'O’Brien-Jordan', phones: averyChange.phones });
    // A new mobile number is not verified yet; everything else of the profile is kept.
    expect(saved.dateMobilePhoneVerified).toBeNull();
    expect(saved).toMatchObject({ emailAddress: 'avery@aisle.test', loyaltyCardNumber: '4800012345678' });
    expect(await profileOf('avery@aisle.test')).toEqual(saved);
  });

  it('after saving the same mobile number, keeps its verification date', async () => {
    const before = await profileOf('avery@aisle.test');
    const answer = await update(avery, { ...averyChange, phones: before.phones });
    expect(answer.body.data.profile.dateMobilePhoneVerified).toBe(before.dateMobilePhoneVerified);
  });

  it('after saving no phones, removes both numbers', async () => {
    const answer = await update(avery, { ...averyChange, phones: [] });
    expect(answer.body.data.profile.phones).toEqual([]);
  });

  it('after sending an e-mail address, leaves the sign-in e-mail as it was', async () => {
    const answer = await update(avery, { ...averyChange, emailAddress: 'someone@else.test' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.profile.emailAddress).toBe('avery@aisle.test');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank first name', { firstName: '  ' }, 'firstName', 'First Name is required'],
    ['no last name', { lastName: undefined }, 'lastName', 'Last Name is required'],
    [
      'a first name of 41 letters',
      { firstName: 'A'.repeat(41) },
      'firstName',
      'First Name must be at most 40 characters',
    ],
    [
      'digits in a last name',
      { lastName: 'Jordan3' },
      'lastName',
      'Last Name can only use letters, spaces, hyphens, apostrophes and periods',
    ],
    [
      'an emoji in a first name',
      { firstName: 'Avery 😀' },
      'firstName',
      'First Name can only use letters, spaces, hyphens, apostrophes and periods',
    ],
    [
      'a NUL in a first name',
      { firstName: 'Av\u0000ery' },
      'firstName',
      'First Name must not contain control characters',
    ],
    ['a number as a first name', { firstName: 42 }, 'firstName', 'First Name must be text'],
    [
      'a mobile without +1',
      { phones: [{ kind: 'MOBILE', number: '5135550123' }] },
      'phones.0.number',
      'number must be +1 and 10 digits, e.g. +15135550123',
    ],
    [
      'a phone of 9 digits',
      { phones: [{ kind: 'HOME', number: '+1513555012' }] },
      'phones.0.number',
      'number must be +1 and 10 digits, e.g. +15135550123',
    ],
    [
      'a work phone',
      { phones: [{ kind: 'WORK', number: '+15135550123' }] },
      'phones.0.kind',
      'kind must be MOBILE or HOME',
    ],
    [
      'two mobiles',
      {
        phones: [
          { kind: 'MOBILE', number: '+15135550123' },
          { kind: 'MOBILE', number: '+15135550124' },
        ],
      },
      'phones',
      'phones holds one number per kind',
    ],
    ['no phones list', { phones: undefined }, 'phones', 'phones must be a list of { kind, number }'],
  ])(
    'after %s, answers 400 CONSTRAINT_VIOLATION_EXCEPTION naming the field, and saves nothing',
    async (_name, change, field, message) => {
      const answer = await update(avery, { ...averyChange, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
      expect(answer.body.errors.details).toContainEqual({ field, message });
      expect((await profileOf('avery@aisle.test')).firstName).toBe('Avery');
    },
  );

  it.each([
    ['text that is not JSON', 'not json'],
    ['a cut-off object', '{"firstName": "A'],
    ['null', 'null'],
    ['an array', '[]'],
  ])('after a body of %s, answers a 4xx with a code, never a 500', async (_name, body) => {
    const answer = await update(avery, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors.code).toMatch(/^[A-Z_]+$/);
  });

  it('after a body that is not JSON, answers 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const answer = await update(avery, 'firstName=Avery', { 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.body.errors.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('after calling without a token, answers 401 UNAUTHORIZED', async () => {
    const answer = await api.call<ErrorAnswer>('PUT', '/atlas/v1/customer-profile/v1/profile', { body: averyChange });
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after repeating an update with an Idempotency-Key, replays it', async () => {
    const headers = { 'Idempotency-Key': 'profile-1' };
    const first = await update(avery, averyChange, headers);
    const second = await update(avery, averyChange, headers);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('after Avery’s update, Morgan’s profile is unchanged', async () => {
    await update(avery, averyChange);
    expect((await profileOf('morgan@aisle.test')).firstName).toBe('Morgan');
  });
});
