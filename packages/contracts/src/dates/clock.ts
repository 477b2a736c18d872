import type { ServiceDateTime } from './serviceDateTime';

/** The current time, injected so results never depend on when a test or a render runs. */
export type Clock = Date | (() => Date);

/** The Date a clock stands for. */
export function readClock(clock: Clock): Date {
  return typeof clock === 'function' ? clock() : clock;
}

/** The services' `dateTime` (wallet spec §7) for a moment: always UTC. */
export function toServiceDateTime(now: Clock): ServiceDateTime {
  return { timezone: 'UTC', value: readClock(now).toISOString() };
}
