// §7: every wallet call carries "a bot-detection telemetry header when available". The host reads
// its bot-detection tool (`botTelemetry` in the wallet's settings); without a value, no header.
import { botTelemetryCharacters, botTelemetryMaxLength, walletFraudHeaders } from '@aisle/contracts/wallet';
import type { ServiceClient } from '@aisle/core';

/** The telemetry header's value now, or undefined when the tool has none. Read before each call. */
export type BotTelemetry = () => string | undefined;

/**
 * The header, or none when the tool has no value, throws, or gives one `fetch` would refuse (a line
 * break, a character beyond ASCII): a telemetry value must never fail the call it rides on.
 */
export function botTelemetryHeaders(read: BotTelemetry): Record<string, string> {
  let value: unknown;
  try {
    value = read();
  } catch {
    return {};
  }
  const sendable =
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= botTelemetryMaxLength &&
    botTelemetryCharacters.test(value);
  return sendable ? { [walletFraudHeaders.botTelemetry]: value as string } : {};
}

type Options = { headers?: Readonly<Record<string, string>> } | undefined;

/** The client with the telemetry header on every call; a call's own headers win. */
export function withBotTelemetry(client: ServiceClient, read: BotTelemetry): ServiceClient {
  const withHeader = <O extends Options>(options: O) => ({
    ...options,
    headers: { ...botTelemetryHeaders(read), ...options?.headers },
  });
  return {
    request: (request) => client.request(withHeader(request)),
    get: (path, options) => client.get(path, withHeader(options)),
    post: (path, body, options) => client.post(path, body, withHeader(options)),
    put: (path, body, options) => client.put(path, body, withHeader(options)),
    patch: (path, body, options) => client.patch(path, body, withHeader(options)),
    delete: (path, options) => client.delete(path, withHeader(options)),
  };
}
