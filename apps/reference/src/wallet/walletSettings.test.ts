import { botTelemetry, deviceInfo } from '@aisle/contracts/wallet';
import { afterEach, describe, expect, it } from 'vitest';
import { referenceBotTelemetry } from './botTelemetry';
import { deviceSessionKey, pageIdOf, referenceDeviceData } from './deviceData';
import { loadReferenceFraudCapture } from './fraudCapture';
import { stopFraudCapture } from './fraudCaptureScript';
import { fraudPreventionAllowed, privacyChoicesStore } from '../privacy/privacyChoices';
import { storefrontWalletSettings } from './walletSettings';

afterEach(() => {
  stopFraudCapture();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('given the storefront’s wallet settings', () => {
  it('give the wallet the reference fraud script, bot telemetry and Cookie Preferences as its privacy tool', () => {
    expect(storefrontWalletSettings()).toMatchObject({
      loadFraudCapture: loadReferenceFraudCapture,
      privacyConsent: fraudPreventionAllowed,
      botTelemetry: referenceBotTelemetry,
    });
  });

  it('allow the fraud check until the shopper turns it off, then send no device data', async () => {
    const { deviceData, privacyConsent } = storefrontWalletSettings();
    const context = { appName: 'CLICKLIST', transactionId: undefined } as const;
    expect(privacyConsent?.()).toBe(true);
    expect(await deviceData?.(context)).toMatchObject({ pageId: 'home' });

    privacyChoicesStore.write({ fraudPrevention: false });
    expect(privacyConsent?.()).toBe(false);
    expect(await deviceData?.(context)).toBeUndefined();

    privacyChoicesStore.write({ fraudPrevention: true });
    expect(privacyConsent?.()).toBe(true);
  });
});

describe('given the reference device data', () => {
  it('names the page by its route, and keeps one session id per tab', async () => {
    window.history.replaceState(null, '', '/cart');
    const first = await referenceDeviceData({ appName: 'CLICKLIST', transactionId: undefined });
    window.history.replaceState(null, '', '/mywallet');
    const second = await referenceDeviceData({ appName: 'CLICKLIST', transactionId: undefined });
    expect(first).toEqual({ pageId: 'cart', sessionId: sessionStorage.getItem(deviceSessionKey) });
    expect(second).toEqual({ pageId: 'mywallet', sessionId: first?.sessionId });
    expect(first?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds what the fraud script captured for the add’s transaction, in the contract’s shape', async () => {
    await loadReferenceFraudCapture({
      transactionId: 't-1',
      environment: 'LOCAL',
      appName: 'CLICKLIST',
      captureIntervalMs: 500,
    });
    window.dispatchEvent(new Event('keydown'));
    const data = await referenceDeviceData({ appName: 'CLICKLIST', transactionId: 't-1' });
    expect(data).toMatchObject({ ubaId: expect.any(String), ubaEvents: '{"keydown":1}' });
    expect(deviceInfo.safeParse(data).success).toBe(true);
    const other = await referenceDeviceData({ appName: 'CLICKLIST', transactionId: 't-2' });
    expect(other).not.toHaveProperty('ubaId');
  });

  it.each([
    ['/', 'home'],
    ['/cart', 'cart'],
    ['/account/dashboard/', 'account.dashboard'],
  ])('names %s %j', (pathname, pageId) => {
    expect(pageIdOf(pathname)).toBe(pageId);
  });
});

describe('given the reference bot telemetry', () => {
  it('describes the browser in a value the contract allows as a header', () => {
    const value = referenceBotTelemetry();
    expect(value).toMatch(/^v1;webdriver=[01];touch=\d+$/);
    expect(botTelemetry.safeParse(value).success).toBe(true);
  });
});
