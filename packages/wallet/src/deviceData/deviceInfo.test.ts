import type { AddGiftCardRequest } from '@aisle/contracts/wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanDeviceInfo, deviceDataWaitMs, withDeviceInfo, type DeviceDataProvider } from './deviceInfo';

const giftCardAdd: AddGiftCardRequest = {
  dateTime: { timezone: 'UTC', value: '2026-03-02T15:00:00.000Z' },
  paymentMethod: { paymentType: 'GIFT_CARD', pan: '1234567890123456789', pin: '4321' },
  accertifyTransactionId: 't-1',
};
const device = { pageId: 'cart', sessionId: 's-1', ubaId: 'u-1', ubaEvents: '[]' };

afterEach(() => {
  vi.useRealTimers();
});

describe('given the host’s device data', () => {
  it('adds it to the card add, asking with the app and the add’s transaction', async () => {
    const provider = vi.fn<DeviceDataProvider>(async () => device);
    expect(await withDeviceInfo(giftCardAdd, provider, 'CLICKLIST')).toEqual({ ...giftCardAdd, deviceInfo: device });
    expect(provider).toHaveBeenCalledWith({ appName: 'CLICKLIST', transactionId: 't-1' });
  });

  it('takes an answer given at once, not only a promise', async () => {
    const added = await withDeviceInfo(giftCardAdd, () => ({ pageId: 'mywallet' }), 'MEMBERSHIP');
    expect(added.deviceInfo).toEqual({ pageId: 'mywallet' });
  });

  it('keeps what the form already sent, without asking', async () => {
    const provider = vi.fn<DeviceDataProvider>(() => device);
    const request = { ...giftCardAdd, deviceInfo: { pageId: 'form' } };
    expect(await withDeviceInfo(request, provider, 'CLICKLIST')).toBe(request);
    expect(provider).not.toHaveBeenCalled();
  });
});

describe('given device data that fails', () => {
  const failing: [string, DeviceDataProvider][] = [
    ['rejects', () => Promise.reject(new Error('blocked'))],
    [
      'throws',
      () => {
        throw new Error('no tool');
      },
    ],
    ['has nothing', () => undefined],
    ['answers nothing the service takes', () => ({ pageId: '  ' }) as never],
  ];

  it.each(failing)('sends the add as it was when the provider %s', async (_, provider) => {
    expect(await withDeviceInfo(giftCardAdd, provider, 'CLICKLIST')).toBe(giftCardAdd);
  });

  it(`waits ${deviceDataWaitMs} ms for a provider that never answers, then sends without it`, async () => {
    vi.useFakeTimers();
    let sent: unknown;
    void withDeviceInfo(giftCardAdd, () => new Promise(() => undefined), 'CLICKLIST').then((request) => {
      sent = request;
    });
    await vi.advanceTimersByTimeAsync(deviceDataWaitMs - 1);
    expect(sent).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toBe(giftCardAdd);
  });

  it('sends the same add without a provider', async () => {
    expect(await withDeviceInfo(giftCardAdd, undefined, 'CLICKLIST')).toBe(giftCardAdd);
  });
});

describe('given what a provider answers', () => {
  it('keeps the four fields the service takes, dropping blank, non-text and unknown ones', () => {
    expect(cleanDeviceInfo({ pageId: 'cart', sessionId: '', ubaId: 42, ubaEvents: '[1]', userAgent: 'x' })).toEqual({
      pageId: 'cart',
      ubaEvents: '[1]',
    });
  });

  it('drops a field over its limit whole rather than cut it short', () => {
    expect(cleanDeviceInfo({ pageId: 'cart', ubaEvents: 'e'.repeat(20_001) })).toEqual({ pageId: 'cart' });
    expect(cleanDeviceInfo({ ubaEvents: 'e'.repeat(20_000) })?.ubaEvents).toHaveLength(20_000);
  });

  it.each([null, 'cart', {}, { pageId: null }])('has nothing to send for %j', (value) => {
    expect(cleanDeviceInfo(value)).toBeUndefined();
  });
});
