import { describe, expect, it } from 'vitest';
import { recordingClient } from '../testing/recordingClient';
import { createPromise, getQuotes, updatePromise } from './promising';

const promising = 'https://api.test/atlas/v1/promising/v4';
const milk = { gtin13: '0001111041700', offerId: 'offer-1', quantity: 2 };
const window = { value: '2026-11-22T10:00:00/2026-11-22T12:00:00', timezone: 'America/New_York' };
const promise = {
  id: '00000000-0000-4000-9000-000000000001',
  modalityType: 'DELIVERY',
  versionKey: '2',
  modalityGuid: 'DELIVERY-01400352',
  expiration: { value: '2026-11-22T12:30:00.000Z' },
  selections: [{ vendor: { id: 'kroger-delivery' }, window, items: { included: [milk], excluded: [] } }],
};

describe('given the timeslot quotes call (§7 "Timeslot quotes (promising v4)")', () => {
  it('POSTs the items {gtin13, offerId, quantity} and delivery vendors with the user-time-zone header', async () => {
    const quotes = {
      days: [{ date: '2026-11-22', month: 'Nov', times: [] }],
      items: {},
      membership: { freeThreshold: 35 },
    };
    const { client, calls } = recordingClient({ body: { data: quotes } });
    const request = {
      modalityType: 'DELIVERY' as const,
      locationId: '01400352',
      items: [milk],
      vendors: [{ source: 'INSTACART', handoff: 'DELIVERY' }],
    };
    const answer = await getQuotes(client, request, { timeZone: 'America/Chicago' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: request });
    expect(calls[0]?.url.href).toBe(`${promising}/quotes`);
    expect(calls[0]?.headers['user-time-zone']).toBe('America/Chicago');
    expect(answer).toEqual(quotes);
  });
});

describe('given the upfront time-slot request (§7 "Upfront time slots", §3 "Time-slot request")', () => {
  it('POSTs locale, modality, vendors and items to the quotes path, page and component in the query', async () => {
    const { client, calls } = recordingClient({ body: { data: { days: [], items: {}, membership: {} } } });
    const request = {
      modalityType: 'DELIVERY' as const,
      locationId: '01400352',
      items: [milk],
      vendors: [{ source: 'KROGER', handoff: 'DELIVERY' }],
      locale: 'en-US',
    };
    await getQuotes(client, request, { timeZone: 'America/Chicago', page: 'cart', component: 'upfront-timeslots' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: request });
    expect(calls[0]?.url.href).toBe(`${promising}/quotes?page=cart&component=upfront-timeslots`);
    expect(calls[0]?.headers['user-time-zone']).toBe('America/Chicago');
  });
});

describe('given the promise calls (§7 "Create promise", "Update promise")', () => {
  it('creates a promise with a POST of modalityType, optionIds, items, originalWindow and vendorId, reading it', async () => {
    const { client, calls } = recordingClient({ status: 201, body: { data: promise } });
    const request = {
      modalityType: 'DELIVERY' as const,
      locationId: '01400352',
      optionIds: ['DELIVERY-01400352-2026-11-22-kroger-delivery:1000'],
      items: [milk],
      originalWindow: window,
      vendorId: 'kroger-delivery',
    };
    await expect(createPromise(client, request)).resolves.toEqual(promise);
    expect(calls[0]).toMatchObject({ method: 'POST', body: request });
    expect(calls[0]?.url.href).toBe(`${promising}/promises`);
  });

  it('updates a promise with a PUT by id of id, items and versionKey, reading it', async () => {
    const { client, calls } = recordingClient({ body: { data: promise } });
    const request = { id: promise.id, items: [milk], versionKey: '1' };
    await expect(updatePromise(client, request)).resolves.toEqual(promise);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: request });
    expect(calls[0]?.url.href).toBe(`${promising}/promises/${promise.id}`);
  });
});
