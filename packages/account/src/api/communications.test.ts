import { describe, expect, it } from 'vitest';
import { accountMessages } from '../messages';
import { demoEmailPreferences } from '../testing/fixtures';
import { getCommunityRewardsParticipation } from './communityRewards';
import { emailPreferenceLabel, getEmailPreferences, updateEmailPreferences } from './emailPreferences';
import { findStores, getPreferredStore, setPreferredStore } from './preferredStore';
import { recordingClient } from '@aisle/core/testing';
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
      'get email preferences (v2), signed in',
      (c: Client) => getEmailPreferences(c, { version: 'v2' }),
      'GET',
      '/atlas/v1/communications/v2/email-preferences',
      undefined,
    ],
    [
      'get email preferences (v2) by encrypted email',
      (c: Client) => getEmailPreferences(c, { version: 'v2', encryptedEmail: 'enc' }),
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
      'update email preferences (v2), signed in',
      (c: Client) => updateEmailPreferences(c, twoPreferences, { version: 'v2' }),
      'PUT',
      '/atlas/v1/communications/v2/email-preferences',
      updates,
    ],
    [
      'update email preferences (v2) by encrypted email',
      (c: Client) => updateEmailPreferences(c, twoPreferences, { version: 'v2', encryptedEmail: 'enc' }),
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
    await getEmailPreferences(client, { version: 'v2', encryptedEmail: 'secret==' });
    await updateEmailPreferences(client, twoPreferences, { version: 'v2', encryptedEmail: 'secret==' });
    expect(calls.map((call) => call.headers['X-Encrypted-Email'])).toEqual(['secret==', 'secret==']);
    expect(calls.every((call) => !call.url.includes('secret'))).toBe(true);
  });

  it('sends no encrypted-email header for the signed-in shopper on v2', async () => {
    const { client, calls } = recordingClient({ body: demoEmailPreferences });
    await getEmailPreferences(client, { version: 'v2' });
    expect(calls[0]?.headers['X-Encrypted-Email']).toBeUndefined();
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

  // The spec shows no SMS titles or descriptions (ours, in messages.ts), but it names the promotional
  // preference 'Specials & Promotions' in its messages and gives its cadence and opt-out (§8, §9).
  it.each([
    [
      'CLICKLIST',
      {
        title: 'Order Updates',
        description: 'Get text messages about your pickup and delivery orders.',
        unsubscribeNote: 'Text STOP at any time to stop receiving order updates.',
      },
    ],
    [
      'PROMOTIONAL',
      {
        title: 'Specials & Promotions',
        description: 'Get weekly deals and offers by text, about once a week.',
        unsubscribeNote: 'To unsubscribe, text STOP to the short code in any message.',
      },
    ],
    [
      'TRANSACTIONAL',
      {
        title: 'Account Alerts',
        description: 'Get text messages about your account.',
        unsubscribeNote: 'Text STOP at any time to stop receiving account alerts.',
      },
    ],
  ] as const)('gives the %s SMS preference its words', (type, words) => {
    expect(smsPreferenceText(type, accountMessages)).toEqual(words);
  });

  it('takes the SMS words from the table it is given, so the host’s overrides show', () => {
    const words = { ...accountMessages, smsPromotionalTitle: 'Offres' };
    expect(smsPreferenceText('PROMOTIONAL', words).title).toBe('Offres');
  });
});
