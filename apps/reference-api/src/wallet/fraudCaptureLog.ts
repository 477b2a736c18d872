// What the storefront sent for fraud checks (wallet spec §3, §7): the card adds' transaction id and
// device data, and the bot-detection telemetry header of every wallet call. A reference server has
// no fraud service to hand them to; in test mode it keeps the last few, in memory, so a journey can
// prove they were sent. Never in a demo: device data is the shopper's, with no use here.
import { Hono, type MiddlewareHandler } from 'hono';
import { botTelemetry, walletFraudHeaders, type DeviceInfo } from '@aisle/contracts/wallet';
import type { AddCardBody } from './cardBodies';

export interface ReceivedCardAdd {
  receivedAt: string;
  paymentType: AddCardBody['paymentMethod']['paymentType'];
  accertifyTransactionId: string | undefined;
  deviceInfo: DeviceInfo | undefined;
  botTelemetry: string | undefined;
}

export interface ReceivedWalletCall {
  receivedAt: string;
  method: string;
  path: string;
  botTelemetry: string | undefined;
}

/** Enough for a journey's calls; few enough that device data never piles up. */
export const fraudCaptureLogCapacity = { cardAdds: 20, calls: 100 } as const;

/**
 * The header as sent, when it is one the contract allows. One it does not is kept as absent, not
 * refused: telemetry is a signal, and a shopper's card is not refused for a sensor's bad value.
 */
export const readBotTelemetry = (value: string | undefined): string | undefined => {
  const parsed = botTelemetry.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

const keepLast = <T>(list: T[], item: T, capacity: number) => [...list, item].slice(-capacity);

export class FraudCaptureLog {
  #cardAdds: ReceivedCardAdd[] = [];
  #calls: ReceivedWalletCall[] = [];

  recordCardAdd(body: AddCardBody, telemetry: string | undefined, receivedAt: Date): void {
    const entry: ReceivedCardAdd = {
      receivedAt: receivedAt.toISOString(),
      paymentType: body.paymentMethod.paymentType,
      accertifyTransactionId: body.accertifyTransactionId,
      deviceInfo: body.deviceInfo,
      botTelemetry: readBotTelemetry(telemetry),
    };
    this.#cardAdds = keepLast(this.#cardAdds, entry, fraudCaptureLogCapacity.cardAdds);
  }

  recordCall(method: string, path: string, telemetry: string | undefined, receivedAt: Date): void {
    const entry = { receivedAt: receivedAt.toISOString(), method, path, botTelemetry: readBotTelemetry(telemetry) };
    this.#calls = keepLast(this.#calls, entry, fraudCaptureLogCapacity.calls);
  }

  /** Oldest first. */
  list(): { cardAdds: readonly ReceivedCardAdd[]; calls: readonly ReceivedWalletCall[] } {
    return { cardAdds: [...this.#cardAdds], calls: [...this.#calls] };
  }

  clear(): number {
    const count = this.#cardAdds.length + this.#calls.length;
    this.#cardAdds = [];
    this.#calls = [];
    return count;
  }
}

/** Records the telemetry header of every wallet call it sees. */
export const recordWalletCalls =
  (log: FraudCaptureLog, now: () => Date): MiddlewareHandler =>
  async (c, next) => {
    log.recordCall(c.req.method, c.req.path, c.req.header(walletFraudHeaders.botTelemetry), now());
    await next();
  };

/**
 * `GET /__test/wallet/fraud-capture`: what the storefront sent, oldest first; `DELETE` forgets it.
 * For the test mode's routes only.
 */
export function fraudCaptureTestRoutes(log: FraudCaptureLog): Hono {
  return new Hono()
    .get('/__test/wallet/fraud-capture', (c) => c.json({ data: log.list() }))
    .delete('/__test/wallet/fraud-capture', (c) => c.json({ data: { cleared: log.clear() } }));
}
