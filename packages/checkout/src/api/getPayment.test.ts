import { describe, expect, it } from 'vitest';
import { recordingClient } from '@aisle/core/testing';
import { getPayment } from './checkout';

const data = { checkoutId: 'c-1', bankCards: [], ebtCards: [], giftCards: [] };

const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '').searchParams);

describe('given Get payment (wallet spec §7)', () => {
  it('asks for the checkout of clicklist, the answer as it always was unless told otherwise', async () => {
    const { client, calls } = recordingClient({ body: { data } });
    expect(await getPayment(client, 'c-1')).toEqual(data);
    expect(calls[0]?.url.split('?')[0]).toBe('https://api.test/payment/v1/payments');
    expect(query(calls[0]?.url)).toEqual({
      checkoutId: 'c-1',
      app: 'clicklist',
      shouldOnlyShowAuths: 'false',
      shouldIncludeGiftCardRemainingBalance: 'true',
    });
  });

  it('sends the options and the banner domain as query parameters of their names', async () => {
    const { client, calls } = recordingClient({ body: { data } });
    await getPayment(client, 'c-1', {
      shouldOnlyShowAuths: true,
      shouldIncludeGiftCardRemainingBalance: false,
      bannerDomain: 'harristeeter.com',
    });
    expect(query(calls[0]?.url)).toEqual({
      checkoutId: 'c-1',
      app: 'clicklist',
      shouldOnlyShowAuths: 'true',
      shouldIncludeGiftCardRemainingBalance: 'false',
      bannerDomain: 'harristeeter.com',
    });
  });
});
