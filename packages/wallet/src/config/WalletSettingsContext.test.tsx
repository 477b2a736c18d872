import { StorefrontProvider } from '@aisle/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WalletSettingsProvider, useWalletSettings } from './WalletSettingsContext';
import type { ResolvedWalletSettings, WalletSettings } from './walletSettings';

const visit = { transactionId: 't-1', environment: 'PROD', appName: 'CLICKLIST' } as const;

/** The resolved settings, re-rendered with a new inline settings object each time, as hosts write them. */
function renderSettings(initial: WalletSettings) {
  const result = { current: undefined as unknown as ResolvedWalletSettings };
  function Probe() {
    result.current = useWalletSettings();
    return null;
  }
  const tree = (settings: WalletSettings) => (
    <StorefrontProvider banner="kroger" services="https://api.test">
      <WalletSettingsProvider settings={settings}>
        <Probe />
      </WalletSettingsProvider>
    </StorefrontProvider>
  );
  const view = render(tree(initial));
  return { result, rerender: (settings: WalletSettings) => view.rerender(tree(settings)) };
}

describe('given inline fraud and device functions in the settings', () => {
  it('keeps the same functions across renders, calling the newest the host gave', async () => {
    const first = { load: vi.fn(async () => undefined), device: vi.fn(() => ({ pageId: 'a' })), header: () => 'one' };
    const view = renderSettings({
      secureFieldsOrigin: 'https://secure.test',
      loadFraudCapture: first.load,
      deviceData: first.device,
      botTelemetry: first.header,
    });
    const before = view.result.current;
    expect(before.loadFraudCapture).toBeTypeOf('function');
    const second = { load: vi.fn(async () => undefined), device: vi.fn(() => ({ pageId: 'b' })) };
    view.rerender({
      secureFieldsOrigin: 'https://secure.test',
      checkoutConfig: { orderInfo: { total: 12, hasSnapEligibleItems: false, ebtTotalFromCheckout: 0 } },
      loadFraudCapture: second.load,
      deviceData: second.device,
      botTelemetry: () => 'two',
    });
    const after = view.result.current;

    // A new loader would make the screens load the fraud script again for the same visit.
    expect(after.loadFraudCapture).toBe(before.loadFraudCapture);
    expect(after.deviceData).toBe(before.deviceData);
    expect(after.botTelemetry).toBe(before.botTelemetry);
    await after.loadFraudCapture?.(visit);
    expect(second.load).toHaveBeenCalledWith({ ...visit, captureIntervalMs: 500 });
    expect(first.load).not.toHaveBeenCalled();
    expect(await after.deviceData?.({ appName: 'CLICKLIST', transactionId: 't-1' })).toEqual({ pageId: 'b' });
    expect(after.botTelemetry?.()).toBe('two');
  });

  it('gives none of them when the host gives none', () => {
    const { result } = renderSettings({ secureFieldsOrigin: 'https://secure.test' });
    expect(result.current).toMatchObject({
      loadFraudCapture: undefined,
      deviceData: undefined,
      botTelemetry: undefined,
    });
  });
});
