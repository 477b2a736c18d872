import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptEmail } from '../communications/emailAccess';
import type { EmailPreferenceItem } from '../communications/emailPreferences';
import { seed } from '../seed/seed';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

const v1 = '/atlas/v1/communications/v1/email-preferences';
const v2 = '/atlas/v1/communications/v2/email-preferences';
let api: TestApi;
let avery: string;

interface Preferences {
  emailUngroupedPreferences: EmailPreferenceItem[];
  hasErrors: boolean;
}

// Generous: on a busy machine, loading the database template can take longer than the default 10 s.
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

const selected = (answer: { body: Preferences }) =>
  answer.body.emailUngroupedPreferences.filter((item) => item.selected).map((item) => item.shortDescription);

const emailAccess = async (email: string) =>
  (
    await api.call<{ data: { token: string; encryptedEmail: string } }>('POST', '/__test/email-access', {
      body: { email },
    })
  ).body.data;

describe('given a signed-in shopper', () => {
  it('after reading the v1 preferences, answers the kroger categories with the seeded choices', async () => {
    const answer = await api.call<Preferences>('GET', v1, { token: avery });
    expect(answer.status).toBe(200);
    expect(answer.body.hasErrors).toBe(false);
    expect(answer.body.emailUngroupedPreferences.map((item) => item.shortDescription)).toEqual([
      'Weekly Ad',
      'Specials & Promotions',
      'Monthly Newsletter',
    ]);
    expect(answer.body.emailUngroupedPreferences[0]).toEqual({
      shortDescription: 'Weekly Ad',
      longDescription: expect.any(String),
      banner: 'kroger',
      selected: true,
    });
    expect(selected(answer)).toEqual(['Weekly Ad', 'Specials & Promotions']);
  });

  it('after reading with X-Banner harristeeter, answers its five categories, none chosen', async () => {
    const answer = await api.call<Preferences>('GET', v1, { token: avery, headers: { 'X-Banner': 'HarrisTeeter' } });
    expect(answer.body.emailUngroupedPreferences.map((item) => item.shortDescription)).toEqual([
      'Weekly Ad',
      'Join e-VIC',
      'Fresh Catch',
      'Fine Wines Club',
      'ExpressLane Offers',
    ]);
    expect(answer.body.emailUngroupedPreferences.every((item) => item.banner === 'harristeeter')).toBe(true);
    expect(selected(answer)).toEqual([]);
  });

  it('after posting a list of changes, answers and keeps them, on that banner only', async () => {
    const answer = await api.call<Preferences>('POST', v1, {
      token: avery,
      body: [
        { emailPreferencesCategory: 'weekly ad', emailPreferences: false },
        { emailPreferencesCategory: 'Monthly Newsletter', emailPreferences: true },
      ],
    });
    expect(answer.status).toBe(200);
    expect(selected(answer)).toEqual(['Specials & Promotions', 'Monthly Newsletter']);
    expect(selected(await api.call<Preferences>('GET', v1, { token: avery }))).toEqual([
      'Specials & Promotions',
      'Monthly Newsletter',
    ]);
    const ralphs = await api.call<Preferences>('GET', v1, { token: avery, headers: { 'X-Banner': 'ralphs' } });
    expect(selected(ralphs)).toEqual([]);
  });

  it('after putting v2 changes with the bearer token, answers them', async () => {
    const answer = await api.call<Preferences>('PUT', v2, {
      token: avery,
      headers: { 'X-Banner': 'harristeeter' },
      body: [{ emailPreferencesCategory: 'fresh catch', emailPreferences: true }],
    });
    expect(answer.status).toBe(200);
    expect(selected(answer)).toEqual(['Fresh Catch']);
  });

  it('after a category the banner does not offer, answers 400 CONSTRAINT_VIOLATION_EXCEPTION and changes nothing', async () => {
    const answer = await api.call<ErrorAnswer>('POST', v1, {
      token: avery,
      body: [
        { emailPreferencesCategory: 'weekly ad', emailPreferences: false },
        { emailPreferencesCategory: 'fresh catch', emailPreferences: true },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    expect(answer.body.errors.details?.[0]?.field).toBe('1.emailPreferencesCategory');
    expect(selected(await api.call<Preferences>('GET', v1, { token: avery }))).toContain('Weekly Ad');
  });

  it('after an unknown X-Banner, answers 400 CONSTRAINT_VIOLATION_EXCEPTION', async () => {
    const answer = await api.call<ErrorAnswer>('GET', v1, { token: avery, headers: { 'X-Banner': 'acme' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.details).toEqual([
      { field: 'x-banner', message: 'X-Banner must be a banner id such as kroger' },
    ]);
  });

  it('after an expired access token, answers 401 TOKEN_EXPIRED', async () => {
    api.clock.advance(31 * 60);
    const answer = await api.call<ErrorAnswer>('GET', v1, { token: avery });
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('TOKEN_EXPIRED');
  });
});

describe('given an anonymous shopper with an e-mail token', () => {
  it('after reading with the seeded demo token (token or token2), answers that shopper’s choices', async () => {
    for (const parameter of ['token', 'token2']) {
      const answer = await api.call<Preferences>('GET', `${v1}?${parameter}=demo-email-token-avery`);
      expect(answer.status).toBe(200);
      expect(selected(answer)).toEqual(['Weekly Ad', 'Specials & Promotions']);
    }
    const morgan = await api.call<Preferences>('GET', `${v1}?token=demo-email-token-morgan`, {
      headers: { 'X-Banner': 'fredmeyer' },
    });
    expect(selected(morgan)).toEqual(['Monthly Newsletter']);
  });

  it('after posting { emailPreferences, token }, saves them for that shopper only', async () => {
    const { token } = await emailAccess('riley@aisle.test');
    const answer = await api.call<Preferences>('POST', v1, {
      body: { emailPreferences: [{ emailPreferencesCategory: 'monthly newsletter', emailPreferences: true }], token },
    });
    expect(answer.status).toBe(200);
    expect(selected(answer)).toEqual(['Monthly Newsletter']);
    const riley = await api.signIn('riley@aisle.test');
    expect(selected(await api.call<Preferences>('GET', v1, { token: riley }))).toEqual(['Monthly Newsletter']);
    expect(selected(await api.call<Preferences>('GET', v1, { token: avery }))).toEqual([
      'Weekly Ad',
      'Specials & Promotions',
    ]);
  });

  it('after an unknown token, answers 401 INVALID_TOKEN', async () => {
    for (const path of [`${v1}?token=not-a-real-email-token`, `${v1}?token2=x`]) {
      const answer = await api.call<ErrorAnswer>('GET', path);
      expect(answer.status).toBe(401);
      expect(answer.body.errors.code).toBe('INVALID_TOKEN');
    }
    const post = await api.call<ErrorAnswer>('POST', v1, {
      body: {
        emailPreferences: [{ emailPreferencesCategory: 'weekly ad', emailPreferences: true }],
        token: 'nope-nope-nope-nope',
      },
    });
    expect(post.status).toBe(401);
    expect(post.body.errors.code).toBe('INVALID_TOKEN');
  });

  it('after the token expires (30 days), answers 401 INVALID_TOKEN', async () => {
    const { token } = await emailAccess('morgan@aisle.test');
    expect((await api.call('GET', `${v1}?token=${token}`)).status).toBe(200);
    api.clock.advance(30 * 24 * 60 * 60 + 1);
    const answer = await api.call<ErrorAnswer>('GET', `${v1}?token=${token}`);
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('INVALID_TOKEN');
  });

  it('after no credential at all, answers 401 UNAUTHORIZED', async () => {
    for (const [method, path] of [
      ['GET', v1],
      ['GET', v2],
    ] as const) {
      const answer = await api.call<ErrorAnswer>(method, path);
      expect(answer.status).toBe(401);
      expect(answer.body.errors.code).toBe('UNAUTHORIZED');
    }
    const post = await api.call<ErrorAnswer>('POST', v1, {
      body: [{ emailPreferencesCategory: 'weekly ad', emailPreferences: true }],
    });
    expect(post.body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after a bearer token and another shopper’s e-mail token, the bearer token decides', async () => {
    const answer = await api.call<Preferences>('POST', `${v1}?token=demo-email-token-riley`, {
      token: avery,
      body: {
        emailPreferences: [{ emailPreferencesCategory: 'weekly ad', emailPreferences: false }],
        token: 'demo-email-token-riley',
      },
    });
    expect(selected(answer)).toEqual(['Specials & Promotions']);
    const riley = await api.call<Preferences>('GET', `${v1}?token=demo-email-token-riley`);
    expect(selected(riley)).toEqual([]);
  });
});

describe('given an e-mail link’s token traded for the newer implementation’s credential', () => {
  const access = '/atlas/v1/communications/v2/email-access';

  it('answers the encrypted e-mail of the token’s shopper, in the body, which then reads their choices', async () => {
    const answer = await api.call<{ data: { encryptedEmail: string } }>('POST', access, {
      body: { token: 'demo-email-token-morgan' },
    });
    expect(answer.status).toBe(200);
    const headers = { 'X-Encrypted-Email': answer.body.data.encryptedEmail, 'X-Banner': 'fredmeyer' };
    expect(selected(await api.call<Preferences>('GET', v2, { headers }))).toEqual(['Monthly Newsletter']);
  });

  it('refuses an unknown token with 401 INVALID_TOKEN, and a call without one with 401 UNAUTHORIZED', async () => {
    const unknown = await api.call<ErrorAnswer>('POST', access, { body: { token: 'no-such-token' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors.code).toBe('INVALID_TOKEN');
    const missing = await api.call<ErrorAnswer>('POST', access, { body: {} });
    expect(missing.status).toBe(401);
    expect(missing.body.errors.code).toBe('UNAUTHORIZED');
  });
});

describe('given an anonymous shopper with an encrypted e-mail (v2)', () => {
  it('after reading and putting with X-Encrypted-Email, answers and saves that shopper’s choices', async () => {
    const { encryptedEmail } = await emailAccess('morgan@aisle.test');
    const headers = { 'X-Encrypted-Email': encryptedEmail, 'X-Banner': 'fredmeyer' };
    expect(selected(await api.call<Preferences>('GET', v2, { headers }))).toEqual(['Monthly Newsletter']);
    const put = await api.call<Preferences>('PUT', v2, {
      headers,
      body: [{ emailPreferencesCategory: 'weekly ad', emailPreferences: true }],
    });
    expect(put.status).toBe(200);
    expect(selected(put)).toEqual(['Weekly Ad', 'Monthly Newsletter']);
  });

  it('after an encrypted e-mail the server did not make, or of nobody, answers 401 INVALID_TOKEN', async () => {
    const { encryptedEmail } = await emailAccess('avery@aisle.test');
    const tampered = `${encryptedEmail.slice(0, -2)}${encryptedEmail.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const header of [
      tampered,
      'plain-text',
      encryptEmail('nobody@aisle.test'),
      encryptEmail('avery@aisle.test', Buffer.alloc(32)),
    ]) {
      const answer = await api.call<ErrorAnswer>('GET', v2, { headers: { 'X-Encrypted-Email': header } });
      expect(answer.status).toBe(401);
      expect(answer.body.errors.code).toBe('INVALID_TOKEN');
    }
  });

  it('after an encrypted e-mail on the v1 path, which takes tokens only, answers 401 UNAUTHORIZED', async () => {
    const { encryptedEmail } = await emailAccess('avery@aisle.test');
    const answer = await api.call<ErrorAnswer>('GET', v1, { headers: { 'X-Encrypted-Email': encryptedEmail } });
    expect(answer.status).toBe(401);
  });
});

describe('given the test route for e-mail access', () => {
  it('after an unknown e-mail, answers 404 SHOPPER_NOT_FOUND', async () => {
    const answer = await api.call<ErrorAnswer>('POST', '/__test/email-access', {
      body: { email: 'nobody@aisle.test' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('SHOPPER_NOT_FOUND');
  });

  it('after two calls, both tokens work', async () => {
    const first = await emailAccess('avery@aisle.test');
    const second = await emailAccess('AVERY@aisle.test');
    expect(first.token).not.toBe(second.token);
    for (const { token } of [first, second]) expect((await api.call('GET', `${v1}?token=${token}`)).status).toBe(200);
  });
});

describe('given a data folder seeded before the preference tables existed', () => {
  it('after the next start seeds again, the demo e-mail tokens, e-mail and SMS choices are there', async () => {
    await api.db.exec('DELETE FROM email_tokens; DELETE FROM email_preferences; DELETE FROM sms_preferences');
    expect((await api.call('GET', `${v1}?token=demo-email-token-avery`)).status).toBe(401);
    expect(await seed(api.db, api.clock.now)).toEqual({ shoppers: 0, stores: 0, cards: 0 });
    const answer = await api.call<Preferences>('GET', `${v1}?token=demo-email-token-avery`);
    expect(selected(answer)).toEqual(['Weekly Ad', 'Specials & Promotions']);
    const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sms_preferences');
    expect(rows[0]?.count).toBe(2);
  });
});

describe('given an update with an Idempotency-Key', () => {
  it('after repeating it anonymously, replays the first answer', async () => {
    const headers = { 'Idempotency-Key': 'email-1' };
    const body = {
      emailPreferences: [{ emailPreferencesCategory: 'monthly newsletter', emailPreferences: true }],
      token: 'demo-email-token-avery',
    };
    const first = await api.call<Preferences>('POST', v1, { body, headers });
    const second = await api.call<Preferences>('POST', v1, { body, headers });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });
});
