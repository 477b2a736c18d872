// §3 and §7: card adds carry `deviceInfo {pageId, sessionId, ubaId, ubaEvents}`. The spec names no
// source for it: the host gives it (`deviceData` in the wallet's settings), and the wallet sends
// what the host has, when it has it, without ever letting it hold up or fail a card add.
import type { AppName } from '@aisle/contracts';
import { deviceInfoLimits, type AddCardRequest, type DeviceInfo } from '@aisle/contracts/wallet';

export interface DeviceDataContext {
  appName: AppName;
  /** The add's `accertifyTransactionId`: the fraud script's transaction, when one runs for the visit. */
  transactionId: string | undefined;
}

/** The host's device data for one card add, or undefined when it has none. */
export type DeviceDataProvider = (
  context: DeviceDataContext,
) => DeviceInfo | undefined | Promise<DeviceInfo | undefined>;

/**
 * How long a card add waits for the host's device data before going without it. The spec gives no
 * figure: ours, so a provider that never answers costs the shopper a second, not their card.
 */
export const deviceDataWaitMs = 1000;

const deviceInfoFields = Object.keys(deviceInfoLimits) as (keyof typeof deviceInfoLimits)[];

const fits = (field: keyof typeof deviceInfoLimits, value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= deviceInfoLimits[field];

/**
 * The four fields the service takes, each kept only when it is text within its limit: a field cut
 * short (half of `ubaEvents`) would be worse than none, and one too long would fail the add.
 */
export function cleanDeviceInfo(value: unknown): DeviceInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const given = value as Record<string, unknown>;
  const kept = deviceInfoFields.filter((field) => fits(field, given[field]));
  return kept.length > 0 ? Object.fromEntries(kept.map((field) => [field, given[field]])) : undefined;
}

/** The host's device data, cleaned; undefined when it fails, has none, or takes longer than `waitMs`. */
export async function readDeviceInfo(
  provider: DeviceDataProvider,
  context: DeviceDataContext,
  waitMs = deviceDataWaitMs,
): Promise<DeviceInfo | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  try {
    // Through `then`, so a provider that throws at once is caught like one that rejects.
    return cleanDeviceInfo(await Promise.race([Promise.resolve(context).then(provider), late]));
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The card add with the host's device data, unless the form already sent some or the host has none. */
export async function withDeviceInfo<Request extends AddCardRequest>(
  request: Request,
  provider: DeviceDataProvider | undefined,
  appName: AppName,
  waitMs = deviceDataWaitMs,
): Promise<Request> {
  if (!provider || request.deviceInfo) return request;
  const deviceInfo = await readDeviceInfo(provider, { appName, transactionId: request.accertifyTransactionId }, waitMs);
  return deviceInfo ? { ...request, deviceInfo } : request;
}
