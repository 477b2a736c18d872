// The test handlers' promise update, checked against what the reference API's own tests promise of
// it (apps/reference-api/src/routes/promises.test.ts).
import { createServiceClient } from '@aisle/core';
import { fetchFromHandlers } from '@aisle/core/testing';
import { describe, expect, it } from 'vitest';
import { createPromise, getQuotes, updatePromise } from '../../api';
import { corryville } from '../fixtures';
import { schedulingHandlers } from '../schedulingHandlers';

const milk = { gtin13: '0001111041700', quantity: 2 };

async function reserve(now = () => new Date('2026-11-22T12:00:00Z')) {
  const service = createServiceClient({
    services: 'https://api.test',
    fetch: fetchFromHandlers(schedulingHandlers({ promising: { now } })),
  });
  const request = { modalityType: 'DELIVERY' as const, locationId: corryville.locationId, items: [milk] };
  const time = (await getQuotes(service, request)).days[1]?.times[0];
  if (!time) throw new Error('expected a time tomorrow');
  const promise = await createPromise(service, {
    ...request,
    optionIds: [`${time.quoteId}:${time.optionId}`],
    vendorId: time.vendorId,
  });
  return { service, promise };
}

describe('the promise update handler', () => {
  it('changes the items under the version read, and moves the version on', async () => {
    const { service, promise } = await reserve();
    const updated = await updatePromise(service, {
      id: promise.id,
      items: [{ ...milk, quantity: 5 }],
      versionKey: '1',
    });
    expect(updated).toMatchObject({ id: promise.id, versionKey: '2' });
    expect(updated.selections[0]?.items.included).toEqual([{ ...milk, quantity: 5 }]);
    await expect(updatePromise(service, { id: promise.id, items: [milk], versionKey: '1' })).rejects.toMatchObject({
      status: 409,
      code: 'PROMISE_VERSION_CONFLICT',
    });
  });

  it('answers PROMISE_NOT_FOUND for a promise it never made, and PROMISE_EXPIRED once the hold has passed', async () => {
    let clock = new Date('2026-11-22T12:00:00Z');
    const { service, promise } = await reserve(() => clock);
    await expect(
      updatePromise(service, { id: '00000000-0000-4000-9000-000000000999', items: [milk], versionKey: '1' }),
    ).rejects.toMatchObject({ status: 404, code: 'PROMISE_NOT_FOUND' });
    clock = new Date('2026-11-22T12:31:00Z');
    await expect(updatePromise(service, { id: promise.id, items: [milk], versionKey: '1' })).rejects.toMatchObject({
      status: 410,
      code: 'PROMISE_EXPIRED',
    });
  });
});
