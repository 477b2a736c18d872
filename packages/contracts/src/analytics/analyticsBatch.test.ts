import { describe, expect, it } from 'vitest';
import { analyticsBatch } from './analyticsBatch';
import { analyticsLimits } from './limits';

const issuesOf = (body: unknown) =>
  analyticsBatch.safeParse(body).error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

describe('given a batch of analytics events', () => {
  it('takes events of any type with JSON fields, nested up to the limit, and keeps them as sent', () => {
    const events = [
      { type: 'service-call-failed', status: 503, offline: false, code: null, path: '/a/{id}' },
      { type: 'scheduling_page_abandoned', filters: { delivery: [['all']] } },
    ];
    expect(analyticsBatch.parse({ events })).toEqual({ events });
  });

  it.each([
    ['an empty list', { events: [] }, 'events', 'events must hold at least one event'],
    ['a missing type', { events: [{ step: 1 }] }, 'events.0.type', 'type is required'],
    ['a type that is not text', { events: [{ type: 7 }] }, 'events.0.type', 'type must be text'],
    ['a number that is not finite', { events: [{ type: 't', n: Infinity }] }, 'events.0.n', /JSON value/],
    ['a date, which JSON has not', { events: [{ type: 't', at: new Date(0) }] }, 'events.0.at', /JSON value/],
    ['undefined, which JSON has not', { events: [{ type: 't', code: undefined }] }, 'events.0.code', /JSON value/],
    ['a field five deep', { events: [{ type: 't', v: [[[[[1]]]]] }] }, 'events.0.v', /nested at most 4 deep/],
    [
      'too many fields',
      {
        events: [
          {
            type: 't',
            ...Object.fromEntries(Array.from({ length: analyticsLimits.fieldsPerEvent }, (_, n) => [n, n])),
          },
        ],
      },
      'events.0',
      /at most 30 fields/,
    ],
  ])('refuses %s, naming the field', (_, body, field, message) => {
    const [issue] = issuesOf(body);
    expect(issue?.[0]).toBe(field);
    expect(issue?.[1]).toMatch(message);
  });

  it('given a field nested 100,000 deep, refuses it without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(issuesOf({ events: [{ type: 't', v: deep, ...{ a: 1, b: 2 } }] })).toEqual([
      ['events.0.v', 'each field must be a JSON value nested at most 4 deep'],
    ]);
  });
});
