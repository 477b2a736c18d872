import { describe, expect, it } from 'vitest';
import { recordingClient } from '@aisle/core/testing';
import { placedDelivery } from '../testing/fixtures';
import { modifyCheckout } from './checkout';

const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '').searchParams);
const request = { type: 'MODIFY', idempotencyKey: 'key-1' } as unknown as Parameters<typeof modifyCheckout>[2];

describe('given the modify submit (§7 options)', () => {
  it('says the order is paid by version 2 of the payment service, under its idempotency key', async () => {
    const { client, calls } = recordingClient({ body: { data: placedDelivery } });
    await modifyCheckout(client, 'c-1', request);
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url.split('?')[0]).toBe('https://api.test/atlas/v1/checkout/v2/checkouts/c-1');
    expect(query(calls[0]?.url)).toEqual({ isV2Payment: 'true' });
    expect(calls[0]?.headers['Idempotency-Key']).toBe('key-1');
  });

  it('sends the banner domain and the mocked decline flag when given', async () => {
    const { client, calls } = recordingClient({ body: { data: placedDelivery } });
    await modifyCheckout(client, 'c-1', request, { bannerDomain: 'kroger.com', mockPaymentDecline: true });
    expect(query(calls[0]?.url)).toEqual({
      isV2Payment: 'true',
      bannerDomain: 'kroger.com',
      mockPaymentDecline: 'true',
    });
  });
});
