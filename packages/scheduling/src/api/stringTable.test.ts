import { describe, expect, it } from 'vitest';
import { recordingClient } from '../testing/recordingClient';
import { getStringTable } from './stringTable';

const words = { PICKUP: 'Pickup', DELIVERY: 'Delivery', IN_STORE: 'In Store', SHIP: 'Ship' };

describe('given the string table call (§7 "String table")', () => {
  it('fetches the ids modality/fulfillment/text and checkout/upfront-timeslots with a GET, reading each table by id', async () => {
    const { client, calls } = recordingClient({ body: { data: { 'modality/fulfillment/text': words } } });
    const tables = await getStringTable(client, ['modality/fulfillment/text', 'checkout/upfront-timeslots']);
    expect(calls[0]).toMatchObject({ method: 'GET' });
    expect(calls[0]?.url.pathname).toBe('/atlas/v1/string-table');
    expect(calls[0]?.url.searchParams.get('ids')).toBe('modality/fulfillment/text,checkout/upfront-timeslots');
    expect(tables).toEqual({ 'modality/fulfillment/text': words });
  });
});
