/** The current time, injected so results never depend on when a test or a render runs. */
export type Clock = Date | (() => Date);

/** The Date a clock stands for. */
export function readClock(clock: Clock): Date {
  return typeof clock === 'function' ? clock() : clock;
}
