import { describe, expect, it } from 'vitest';
import { accountMessages } from '../messages';
import { demoEmailPreferences } from '../testing/fixtures';
import { getCommunityRewardsParticipation } from './communityRewards';
import { emailPreferenceLabel, getEmailPreferences, updateEmailPreferences } from './emailPreferences';
import { findStores, getPreferredStore, setPreferredStore } from './preferredStore';
import { recordingClient } from '../testing/recordingClient';
import { getSmsOptInStatus, MissingMobilePhoneError, smsPreferenceText, updateSmsOptIn } from './smsPreferences';

type Client = ReturnType<typeof recordingClient>['client'];
const base = 'https://api.test';
const twoPreferences = [
  { shortDescription: 'Weekly Ad', longDescription: '', banner: 'kroger', selected: true },
  { shortDescription: 'ExpressLane Offers', longDescription: '', banner: 'kroger', selected: false },
];
const updates = [
  { emailPreferencesCategory: 'weekly ad', emailPreferences: true },
  { emailPreferencesCategory: 'expresslane offers', emailPreferences: false },
];

describe('given the communication, community rewards and store calls', () => {
  it.each([
    [
      'get email preferences, signed in',
      (c: Client) => getEmailPreferences(c),
      'GET',
      '/atlas/v1/communications/v1/email-preferences',
      undefined,
    ],
    [
      'get email preferences by token',
      (c: Client) => getEmailPreferences(c, { token: 't 1' }),
      'GET',
      '/atlas/v1/communications/v1/email-preferences?token=t+1',
      undefined,
    ],
    [
      'get email preferences by token2',
      (c: Client) => getEmailPreferences(c, { token2: 'u' }),
      'GET',
      '/atlas/v1/communications/v1/email-preferences?token2=u',
      undefined,
    ],
    [
      'get email preferences (v2)',
      (c: Client) => getEmailPreferences(c, { encryptedEmail: 'enc' }),
      'GET',
      '/atlas/v1/communications/v2/email-preferences',
      undefined,
    ],
    [
      'update email preferences, signed in',
      (c: Client) => updateEmailPreferences(c, twoPreferences),
      'POST',
      '/atlas/v1/communications/v1/email-preferences',
      updates,
    ],
    [
      'update email preferences by token',
      (c: Client) => updateEmailPreferences(c, twoPreferences, { token: 't' }),
      'POST',
      '/atlas/v1/communications/v1/email-preferences',
      { emailPreferences: updates, token: 't' },
    ],
    [
      'update email preferences (v2)',
      (c: Client) => updateEmailPreferences(c, twoPreferences, { encryptedEmail: 'enc' }),
      'PUT',
      '/atlas/v1/communications/v2/email-preferences',
      updates,
    ],
    [
      'get SMS opt-in status',
      (c: Client) => getSmsOptInStatus(c, '(513) 555-0123', 'PROMOTIONAL'),
      'POST',
      '/atlas/v1/communications/v1/sms/opt-in-status',
      { phoneNumber: '+15135550123', triggerType: 'PROMOTIONAL' },
    ],
    [
      'get transactional SMS opt-in status',
      (c: Client) => getSmsOptInStatus(c, '1-513-555-0123', 'TRANSACTIONAL'),
      'POST',
      '/atlas/v1/communications/v1/sms/opt-in-status',
      { phoneNumber: '+15135550123', triggerType: 'TRANSACTIONAL' },
    ],
    [
      'update SMS opt-in',
      (c: Client) => updateSmsOptIn(c, '+15135550123', 'CLICKLIST', true),
      'POST',
      '/atlas/v1/communications/v1/sms/opt-in',
      { optIn: true, phoneNumber: '+15135550123', triggerType: 'CLICKLIST' },
    ],
    [
      'get community rewards participation',
      (c: Client) => getCommunityRewardsParticipation(c, '00352'),
      'GET',
      '/atlas/v1/community-rewards/v1/participation?preferredStore=00352',
      undefined,
    ],
    [
      'get preferred store',
      (c: Client) => getPreferredStore(c),
      'GET',
      '/accountmanagement/api/preferred-store',
      undefined,
    ],
    [
      'set preferred store',
      (c: Client) => setPreferredStore(c, '01400352'),
      'PUT',
      '/accountmanagement/api/preferred-store',
      { locationId: '01400352' },
    ],
    [
      'find stores',
      (c: Client) => findStores(c, '45202'),
      'GET',
      '/accountmanagement/api/store-locator?postalCode=45202&radiusInMiles=500',
      undefined,
    ],
  ])('%s: the method, path and body the spec gives', async (_name, call, method, path, body) => {
    const { client, calls } = recordingClient({ body: { data: { preferredStore: null, stores: [] } } });
    await call(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url: `${base}${path}` });
    expect(calls[0]?.body).toEqual(body);
  });

  it('sends the encrypted email as a header, never in the URL', async () => {
    const { client, calls } = recordingClient({ body: demoEmailPreferences });
    await getEmailPreferences(client, { encryptedEmail: 'secret==' });
    expect(calls[0]?.headers['X-Encrypted-Email']).toBe('secret==');
    expect(calls[0]?.url).not.toContain('secret');
  });

  it.each([null, undefined, '', '555-0123'])(
    'refuses SMS calls without a 10-digit mobile number (%s)',
    async (phone) => {
      const { client, calls } = recordingClient({ body: {} });
      await expect(getSmsOptInStatus(client, phone, 'CLICKLIST')).rejects.toBeInstanceOf(MissingMobilePhoneError);
      await expect(updateSmsOptIn(client, phone, 'CLICKLIST', true)).rejects.toBeInstanceOf(MissingMobilePhoneError);
      expect(calls).toHaveLength(0);
    },
  );

  it.each([
    ['ExpressLane Offers', 'HTPlus Offers'],
    ['Weekly Ad', 'Weekly Ad'],
    ['Fine Wines Club', 'Fine Wines Club'],
  ])('shows the email category %s as %s', (shortDescription, label) => {
    expect(emailPreferenceLabel({ shortDescription }, accountMessages)).toBe(label);
  });

  it.each(['CLICKLIST', 'PROMOTIONAL', 'TRANSACTIONAL'] as const)('gives the %s SMS preference its words', (type) => {
    const text = smsPreferenceText(type, accountMessages);
    expect(Object.values(text).every((value) => value.length > 0)).toBe(true);
  });
});
