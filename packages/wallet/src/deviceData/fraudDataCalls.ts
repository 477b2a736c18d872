import type { AppName } from '@aisle/contracts';
import type { ServiceClient } from '@aisle/core';
import type { WalletCalls } from '../calls';
import { withBotTelemetry, type BotTelemetry } from './botTelemetry';
import { withDeviceInfo, type DeviceDataProvider } from './deviceInfo';

export interface FraudDataSources {
  appName: AppName;
  deviceData?: DeviceDataProvider | undefined;
  botTelemetry?: BotTelemetry | undefined;
}

/**
 * The wallet calls (the package's or the host's) with the fraud and device data the host gives:
 * the telemetry header on every call, `deviceInfo` on every card add. The very same calls when the
 * host gives neither, so nothing changes for a host without them.
 */
export function withFraudData(
  calls: WalletCalls,
  { appName, deviceData, botTelemetry }: FraudDataSources,
): WalletCalls {
  if (!deviceData && !botTelemetry) return calls;
  const tagged = (given: ServiceClient) => (botTelemetry ? withBotTelemetry(given, botTelemetry) : given);
  return {
    getWallet: (client, ...rest) => calls.getWallet(tagged(client), ...rest),
    addCard: async (client, request, options) =>
      calls.addCard(tagged(client), await withDeviceInfo(request, deviceData, appName), options),
    editCard: (client, ...rest) => calls.editCard(tagged(client), ...rest),
    deleteCard: (client, ...rest) => calls.deleteCard(tagged(client), ...rest),
    updateDefaultCard: (client, ...rest) => calls.updateDefaultCard(tagged(client), ...rest),
    getBillingAddresses: (client, ...rest) => calls.getBillingAddresses(tagged(client), ...rest),
    saveBillingAddress: (client, ...rest) => calls.saveBillingAddress(tagged(client), ...rest),
    getGiftCardBalance: (client, ...rest) => calls.getGiftCardBalance(tagged(client), ...rest),
    getEbtBalance: (client, ...rest) => calls.getEbtBalance(tagged(client), ...rest),
    // Not wallet calls but checkout's and the session's: no telemetry.
    acquireHostedPaymentPageToken: calls.acquireHostedPaymentPageToken,
    createPaymentIntent: calls.createPaymentIntent,
  };
}
