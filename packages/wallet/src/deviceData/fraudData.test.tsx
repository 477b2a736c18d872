// The fraud and device data end to end through the wallet's screens: the settings a host gives, the
// requests the wallet page and the flyout send (wallet spec §3, §7).
import { toast } from '@aisle/ui';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletSettings } from '../config/walletSettings';
import type { FraudCaptureScriptOptions } from '../fraudCapture/fraudCapture';
import { ebtCard, giftCard, preferredVisa } from '../testing/fixtures';
import { openAddForm, renderCardForms } from '../testing/renderCardForms';
import { renderWalletPage } from '../testing/renderWalletPage';
import type { DeviceDataProvider } from './deviceInfo';

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => toast.dismiss());

// An EBT card already, so the page does not open on 'Online EBT Is Now Available'.
const onPage = [preferredVisa, ebtCard];
const device = { pageId: 'mywallet', sessionId: 'tab-1', ubaId: 'uba-1', ubaEvents: '[["k",12]]' };

function hostSettings(overrides: Partial<WalletSettings> = {}) {
  const loads: FraudCaptureScriptOptions[] = [];
  const deviceData = vi.fn<DeviceDataProvider>(async () => device);
  const settings: Partial<WalletSettings> = {
    loadFraudCapture: async (options) => void loads.push(options),
    deviceData,
    botTelemetry: () => 'sensor-data-1',
    ...overrides,
  };
  return { settings, loads, deviceData };
}

async function addGiftCardOnPage(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add New Gift Card' }));
  await user.type(screen.getByRole('textbox', { name: /Card Number/ }), '1234567890123456789');
  await user.type(screen.getByLabelText(/PIN/), '4321');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByText('Successfully saved card');
}

describe('given a host with a fraud script, device data and a bot-detection tool', () => {
  it('on the wallet page, the card add carries the script’s transaction, the device data and the header', async () => {
    const { settings, loads, deviceData } = hostSettings();
    const { user, sent } = renderWalletPage({ handlers: { cards: onPage }, settings });
    await waitFor(() => expect(loads).toHaveLength(1));
    expect(loads[0]).toMatchObject({ appName: 'CLICKLIST', captureIntervalMs: 500 });
    await addGiftCardOnPage(user);

    const [add] = sent('POST');
    expect(add?.body).toMatchObject({ accertifyTransactionId: loads[0]?.transactionId, deviceInfo: device });
    expect(deviceData).toHaveBeenCalledWith({ appName: 'CLICKLIST', transactionId: loads[0]?.transactionId });
    expect(add?.headers.get('X-Bot-Telemetry')).toBe('sensor-data-1');
    // "Headers on every call": the list's load too.
    expect(sent('GET')[0]?.headers.get('X-Bot-Telemetry')).toBe('sensor-data-1');
  });

  it('in the flyout, a SNAP EBT add carries them too, and so does every call', async () => {
    const { settings, loads } = hostSettings();
    const { user, sent, requests } = renderCardForms({ handlers: { cards: [preferredVisa, giftCard] }, settings });
    await openAddForm(user, 'Add SNAP EBT Card');
    await user.type(await screen.findByRole('textbox', { name: /Card Number/ }), '5077123456789012');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Successfully saved card');

    expect(sent('POST')[0]?.body).toMatchObject({
      accertifyTransactionId: loads[0]?.transactionId,
      deviceInfo: device,
    });
    const wallet = requests.filter((request) => request.path.startsWith('/payment/v2/wallet'));
    expect(wallet.length).toBeGreaterThan(1);
    expect(wallet.map((request) => request.headers.get('X-Bot-Telemetry'))).toEqual(wallet.map(() => 'sensor-data-1'));
  });
});

describe('given device data and telemetry that fail', () => {
  it('adds the card all the same, without deviceInfo or the header', async () => {
    const { settings } = hostSettings({
      deviceData: () => Promise.reject(new Error('collector blocked')),
      botTelemetry: () => {
        throw new Error('sensor not loaded');
      },
      loadFraudCapture: () => Promise.reject(new Error('script blocked')),
    });
    const { user, sent } = renderWalletPage({ handlers: { cards: onPage }, settings });
    await addGiftCardOnPage(user);

    const [add] = sent('POST');
    expect(add?.body).not.toHaveProperty('deviceInfo');
    expect(add?.headers.has('X-Bot-Telemetry')).toBe(false);
  });
});

describe('given a host without them', () => {
  it('sends neither deviceInfo nor the header', async () => {
    const { user, sent } = renderWalletPage({ handlers: { cards: onPage } });
    await addGiftCardOnPage(user);
    const [add] = sent('POST');
    expect(add?.body).not.toHaveProperty('deviceInfo');
    expect(add?.body).not.toHaveProperty('accertifyTransactionId');
    expect(add?.headers.has('X-Bot-Telemetry')).toBe(false);
  });
});
