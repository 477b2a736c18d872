import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsLimits, analyticsPaths } from '@aisle/contracts';
import { createApp } from '../app';
import { defaultAnalyticsCapacity, type ReceivedEvent } from '../analytics/analyticsLog';
import { createTestApi, testStart, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { unreachableDatabase } from '../testing/unreachableDatabase';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const failedCall = {
  type: 'service-call-failed',
  schemaVersion: '0.1.1',
  timestamp: '2026-03-02T15:00:00.000Z',
  method: 'DELETE',
  path: '/atlas/v1/customer-profile/v1/addresses/{id}',
  status: 503,
  code: 'SERVICE_DOWN',
  category: 'critical-service-error',
  offline: false,
  attempts: 1,
  durationMs: 42,
};
const abandoned = { type: 'scheduling_page_abandoned', step: 'timeslots', filters: { delivery: ['all'] } };

async function received(): Promise<ReceivedEvent[]> {
  const answer = await api.call<{ data: { events: ReceivedEvent[] } }>('GET', '/__test/analytics');
  expect(answer.status).toBe(200);
  return answer.body.data.events;
}

describe('given a batch of analytics events', () => {
  it('after an anonymous POST, answers 204 with no body and keeps the events as sent, in order', async () => {
    const answer = await api.call('POST', analyticsPaths.events, { body: { events: [failedCall, abandoned] } });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect(await received()).toEqual([
      { receivedAt: testStart.toISOString(), event: failedCall },
      { receivedAt: testStart.toISOString(), event: abandoned },
    ]);
  });

  it('after a signed-in POST, keeps the events as they came, with nothing of the shopper added', async () => {
    const token = await api.signIn('avery@aisle.test');
    expect((await api.call('POST', analyticsPaths.events, { token, body: { events: [abandoned] } })).status).toBe(204);
    expect((await received()).map(({ event }) => event)).toEqual([abandoned]);
  });

  it(`after more than ${defaultAnalyticsCapacity} events, keeps only the last ${defaultAnalyticsCapacity}`, async () => {
    const batches = Math.ceil((defaultAnalyticsCapacity + 1) / analyticsLimits.eventsPerBatch);
    for (let batch = 0; batch < batches; batch += 1) {
      const events = Array.from({ length: analyticsLimits.eventsPerBatch }, (_, index) => ({
        type: 'counted',
        n: batch * analyticsLimits.eventsPerBatch + index,
      }));
      expect((await api.call('POST', analyticsPaths.events, { body: { events } })).status).toBe(204);
    }
    const kept = await received();
    const sent = batches * analyticsLimits.eventsPerBatch;
    expect(kept).toHaveLength(defaultAnalyticsCapacity);
    expect(kept[0]?.event).toEqual({ type: 'counted', n: sent - defaultAnalyticsCapacity });
    expect(kept.at(-1)?.event).toEqual({ type: 'counted', n: sent - 1 });
  });

  it('after a reset, holds none', async () => {
    await api.call('POST', analyticsPaths.events, { body: { events: [abandoned] } });
    await api.reset();
    expect(await received()).toEqual([]);
  });
});

describe('given a batch that breaks the limits', () => {
  // Written out by hand: JSON.stringify itself runs out of stack on it, which the server's parser does not.
  const deeplyNested = `{"events":[{"type":"deep","value":${'['.repeat(20_000)}${']'.repeat(20_000)}}]}`;
  const manyFields = Object.fromEntries(
    Array.from({ length: analyticsLimits.fieldsPerEvent }, (_, index) => [`f${index}`, index]),
  );
  const cases: [string, unknown, string][] = [
    ['no events', {}, 'events'],
    ['events that are not a list', { events: 'all of them' }, 'events'],
    ['an empty list', { events: [] }, 'events'],
    [
      'one event too many',
      { events: Array.from({ length: analyticsLimits.eventsPerBatch + 1 }, () => abandoned) },
      'events',
    ],
    ['an event that is not an object', { events: ['service-call-failed'] }, 'events.0'],
    ['an event without a type', { events: [{ step: 'timeslots' }] }, 'events.0.type'],
    ['a blank type', { events: [{ type: '  ' }] }, 'events.0.type'],
    ['a type too long', { events: [{ type: 'x'.repeat(analyticsLimits.typeCharacters + 1) }] }, 'events.0.type'],
    ['a control character in the type', { events: [{ type: 'a\u0000b' }] }, 'events.0.type'],
    ['a field nested too deep', { events: [{ type: 'deep', value: [[[[['five']]]]] }] }, 'events.0.value'],
    ['a field nested 20,000 deep', deeplyNested, 'events.0.value'],
    ['too many fields', { events: [{ type: 'wide', ...manyFields }] }, 'events.0'],
    ['a field name too long', { events: [{ type: 'named', ['n'.repeat(65)]: 1 }] }, 'events.0'],
    [
      'an event too long as JSON',
      { events: [{ type: 'long', text: 'x'.repeat(analyticsLimits.eventCharacters) }] },
      'events.0',
    ],
  ];

  it.each(cases)('given %s, answers 400 naming the field, and keeps nothing', async (_, body, field) => {
    const answer = await api.call<ErrorAnswer>('POST', analyticsPaths.events, {
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    expect(answer.body.errors.details?.[0]?.field).toBe(field);
    expect(answer.body.errors.details?.[0]?.message).toMatch(/\w+ \w+/);
    expect(await received()).toEqual([]);
  });

  it('given a body that is not JSON, answers 400 MALFORMED_REQUEST', async () => {
    const answer = await api.call<ErrorAnswer>('POST', analyticsPaths.events, {
      body: '{"events": [',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('MALFORMED_REQUEST');
  });

  it('given a body sent as text/plain, answers 415', async () => {
    const answer = await api.call<ErrorAnswer>('POST', analyticsPaths.events, {
      body: JSON.stringify({ events: [abandoned] }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(answer.status).toBe(415);
  });

  it('given a body over 64 kB, answers 413 and keeps nothing', async () => {
    const events = Array.from({ length: 40 }, () => ({ type: 'big', text: 'é'.repeat(900) }));
    const answer = await api.call<ErrorAnswer>('POST', analyticsPaths.events, { body: { events } });
    expect(answer.status).toBe(413);
    expect(await received()).toEqual([]);
  });
});

describe('given someone who wants to read the events', () => {
  it('offers no way to read them on the analytics path', async () => {
    await api.call('POST', analyticsPaths.events, { body: { events: [abandoned] } });
    expect((await api.call('GET', analyticsPaths.events)).status).toBe(404);
  });

  it('outside test mode, has no /__test/analytics', async () => {
    const demo = createApp({ db: unreachableDatabase, mode: 'demo' });
    expect((await demo.request('/__test/analytics')).status).toBe(404);
    const posted = await demo.request(analyticsPaths.events, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [abandoned] }),
    });
    expect(posted.status).toBe(204);
  });
});
