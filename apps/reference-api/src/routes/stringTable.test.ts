import { stringTableResponse, type StringTableResponse } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const bothIds = 'modality/fulfillment/text,checkout/upfront-timeslots';
const strings = (query: string, headers: Record<string, string> = {}) =>
  api.call<StringTableResponse & ErrorAnswer>('GET', `/atlas/v1/string-table${query}`, { headers });

describe('given the string table (§7 "String table")', () => {
  it('answers both ids the scheduling screens fetch, signed out, in the wire shape', async () => {
    const answer = await strings(`?ids=${bothIds}`);
    expect(answer.status).toBe(200);
    expect(stringTableResponse.parse(answer.body)).toEqual(answer.body);
    expect(answer.body.data['modality/fulfillment/text']).toEqual({
      PICKUP: 'Pickup',
      DELIVERY: 'Delivery',
      IN_STORE: 'In Store',
      SHIP: 'Ship',
    });
  });

  it('holds SOMETHING_WENT_WRONG, UNAVAILABLE_DELIVERY and membershipMessages in checkout/upfront-timeslots', async () => {
    const table = (await strings('?ids=checkout/upfront-timeslots')).body.data['checkout/upfront-timeslots'];
    expect(table?.SOMETHING_WENT_WRONG).toEqual({
      headingText: "We're sorry, but there was a problem loading available times.",
      bodyText: 'If the problem persists, please contact Customer Service at {phone}.',
    });
    expect(table?.UNAVAILABLE_DELIVERY.headingText).toBe('Kroger Delivery Unavailable');
    expect(table?.UNAVAILABLE_DELIVERY.bodyText).toMatch(/^We're sorry there are no longer any Kroger Delivery times/);
    expect(table?.membershipMessages.disclaimer).toBe('* $35 minimum on qualifying orders. Restrictions may apply.');
    expect(Object.keys(table?.membershipMessages ?? {})).toEqual([
      'memberFree',
      'memberSpendMore',
      'promo',
      'disclaimer',
      'disclaimerAmount',
    ]);
  });

  it('answers only the ids asked for, once each', async () => {
    const answer = await strings('?ids=modality/fulfillment/text,modality/fulfillment/text');
    expect(Object.keys(answer.body.data)).toEqual(['modality/fulfillment/text']);
  });

  it('names the banner of X-Banner in "{banner} Delivery"', async () => {
    const table = (await strings('?ids=checkout/upfront-timeslots', { 'X-Banner': 'harristeeter' })).body.data[
      'checkout/upfront-timeslots'
    ];
    expect(table?.UNAVAILABLE_DELIVERY.headingText).toBe('Harris Teeter Delivery Unavailable');
    expect(table?.UNAVAILABLE_DELIVERY.bodyText).toContain('no longer any Harris Teeter Delivery times');
  });

  it.each([
    ['no ids', ''],
    ['an id it does not keep', '?ids=checkout/payment'],
    ['one unknown among known ones', `?ids=${bothIds},x`],
    ['an empty id', '?ids=modality/fulfillment/text,'],
    ['ids twice', '?ids=modality/fulfillment/text&ids=checkout/upfront-timeslots'],
    ['a NUL', '?ids=%00'],
    ['a very long list', `?ids=${'modality/fulfillment/text,'.repeat(100)}checkout/upfront-timeslots`],
  ])('refuses %s with 400 CONSTRAINT_VIOLATION_EXCEPTION', async (_, query) => {
    const answer = await strings(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });

  it('refuses a banner it does not know with 400', async () => {
    const answer = await strings(`?ids=${bothIds}`, { 'X-Banner': 'acme' });
    expect(answer.status).toBe(400);
  });
});
