import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmOnPhoneWarning } from '../communications/smsPreferences';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

const base = '/atlas/v1/communications/v1/sms';
const averysMobile = '+15135550123';
const morgansMobile = '+12065550147';
let api: TestApi;
let avery: string;

// Generous: on a busy machine, loading the database template can take longer than the default 10 s.
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

type OptIn = { customerOptedIn: boolean; warning?: string } & ErrorAnswer;

const status = async (token: string, triggerType: string, phoneNumber = averysMobile) =>
  api.call<OptIn>('POST', `${base}/opt-in-status`, { token, body: { phoneNumber, triggerType } });
const optIn = (token: string, optInValue: boolean, triggerType: string, phoneNumber = averysMobile) =>
  api.call<OptIn>('POST', `${base}/opt-in`, { token, body: { optIn: optInValue, phoneNumber, triggerType } });

describe('given Avery, opted in to CLICKLIST and TRANSACTIONAL texts', () => {
  it('after asking the status of each type, answers the seeded opt-ins', async () => {
    expect((await status(avery, 'CLICKLIST')).body).toEqual({ customerOptedIn: true });
    expect((await status(avery, 'TRANSACTIONAL')).body).toEqual({ customerOptedIn: true });
    expect((await status(avery, 'PROMOTIONAL')).body).toEqual({ customerOptedIn: false });
  });

  it('after opting out of CLICKLIST, answers not opted in, and the status says so', async () => {
    const answer = await optIn(avery, false, 'CLICKLIST');
    expect(answer).toMatchObject({ status: 200, body: { customerOptedIn: false } });
    expect(answer.body).not.toHaveProperty('warning');
    expect((await status(avery, 'CLICKLIST')).body.customerOptedIn).toBe(false);
    expect((await status(avery, 'TRANSACTIONAL')).body.customerOptedIn).toBe(true);
  });

  it('after opting in to PROMOTIONAL, answers pending with the spec’s warning until the phone confirms', async () => {
    const answer = await optIn(avery, true, 'PROMOTIONAL');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      customerOptedIn: false,
      warning: 'Please check your phone for further instructions in order to save this preference.',
    });
    expect(answer.body.warning).toBe(confirmOnPhoneWarning);
    expect((await status(avery, 'PROMOTIONAL')).body.customerOptedIn).toBe(false);

    const confirmed = await api.call('POST', '/__test/sms/confirm', { body: { email: 'avery@aisle.test' } });
    expect(confirmed.body).toEqual({ data: { confirmed: 1 } });
    expect((await status(avery, 'PROMOTIONAL')).body.customerOptedIn).toBe(true);
    // Already confirmed: opting in again is not pending again.
    expect((await optIn(avery, true, 'PROMOTIONAL')).body).toEqual({ customerOptedIn: true });
  });

  it('after opting out of a pending PROMOTIONAL opt-in, the confirmation has nothing left to confirm', async () => {
    await optIn(avery, true, 'PROMOTIONAL');
    await optIn(avery, false, 'PROMOTIONAL');
    const confirmed = await api.call('POST', '/__test/sms/confirm', { body: { email: 'avery@aisle.test' } });
    expect(confirmed.body).toEqual({ data: { confirmed: 0 } });
    expect((await status(avery, 'PROMOTIONAL')).body.customerOptedIn).toBe(false);
  });
});

describe('given phone numbers that are not the shopper’s mobile', () => {
  it('after Riley, who has no mobile number, asks or opts in, answers 400 NO_MOBILE_PHONE with the spec’s message', async () => {
    const riley = await api.signIn('riley@aisle.test');
    for (const answer of [await status(riley, 'CLICKLIST'), await optIn(riley, true, 'TRANSACTIONAL')]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        code: 'NO_MOBILE_PHONE',
        reason: 'You must add a mobile phone number in order to receive text messages.',
      });
    }
  });

  it('after Avery uses Morgan’s number, answers 400 NO_MOBILE_PHONE and Morgan’s opt-ins are unchanged', async () => {
    const answer = await optIn(avery, true, 'CLICKLIST', morgansMobile);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('NO_MOBILE_PHONE');
    expect((await status(avery, 'CLICKLIST', morgansMobile)).body.errors.code).toBe('NO_MOBILE_PHONE');
    const morgan = await api.signIn('morgan@aisle.test');
    expect((await status(morgan, 'CLICKLIST', morgansMobile)).body).toEqual({ customerOptedIn: false });
  });

  it('after Morgan opts in, Avery’s opt-ins are unchanged (per shopper)', async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    expect((await optIn(morgan, true, 'TRANSACTIONAL', morgansMobile)).body).toEqual({ customerOptedIn: true });
    await optIn(morgan, false, 'CLICKLIST', morgansMobile);
    expect((await status(avery, 'CLICKLIST')).body.customerOptedIn).toBe(true);
  });

  it.each([
    ['a number without +1', { phoneNumber: '5135550123', triggerType: 'CLICKLIST' }, 'phoneNumber'],
    ['11 digits', { phoneNumber: '+151355501234', triggerType: 'CLICKLIST' }, 'phoneNumber'],
    ['an unknown trigger type', { phoneNumber: averysMobile, triggerType: 'MARKETING' }, 'triggerType'],
    ['a lower-case trigger type', { phoneNumber: averysMobile, triggerType: 'clicklist' }, 'triggerType'],
  ])('after %s, answers 400 CONSTRAINT_VIOLATION_EXCEPTION naming the field', async (_, body, field) => {
    for (const path of ['opt-in-status', 'opt-in']) {
      const answer = await api.call<ErrorAnswer>('POST', `${base}/${path}`, {
        token: avery,
        body: { optIn: true, ...body },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
      expect(answer.body.errors.details?.map((detail) => detail.field)).toEqual([field]);
    }
  });

  it('after an opt-in without optIn, answers 400', async () => {
    const answer = await api.call<ErrorAnswer>('POST', `${base}/opt-in`, {
      token: avery,
      body: { phoneNumber: averysMobile, triggerType: 'CLICKLIST' },
    });
    expect(answer.body.errors.details).toEqual([{ field: 'optIn', message: 'optIn must be true or false' }]);
  });

  it('after calling without a token, answers 401 UNAUTHORIZED', async () => {
    const answer = await api.call<ErrorAnswer>('POST', `${base}/opt-in-status`, {
      body: { phoneNumber: averysMobile, triggerType: 'CLICKLIST' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });
});

describe('given the test route for confirming texts', () => {
  it('after an unknown e-mail, answers 404 SHOPPER_NOT_FOUND', async () => {
    const answer = await api.call<ErrorAnswer>('POST', '/__test/sms/confirm', { body: { email: 'nobody@aisle.test' } });
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('SHOPPER_NOT_FOUND');
  });

  it('after confirming Morgan’s pending opt-in, Avery’s stays pending', async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    await optIn(morgan, true, 'PROMOTIONAL', morgansMobile);
    await optIn(avery, true, 'PROMOTIONAL');
    await api.call('POST', '/__test/sms/confirm', { body: { email: 'morgan@aisle.test' } });
    expect((await status(morgan, 'PROMOTIONAL', morgansMobile)).body.customerOptedIn).toBe(true);
    expect((await status(avery, 'PROMOTIONAL')).body.customerOptedIn).toBe(false);
  });
});

describe('given an opt-in with an Idempotency-Key', () => {
  it('after repeating it, replays the first answer', async () => {
    const headers = { 'Idempotency-Key': 'sms-1' };
    const body = { optIn: true, phoneNumber: averysMobile, triggerType: 'PROMOTIONAL' };
    const first = await api.call('POST', `${base}/opt-in`, { token: avery, body, headers });
    const second = await api.call('POST', `${base}/opt-in`, { token: avery, body, headers });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });
});
