export interface OpeningHours {
  /** Minutes after local midnight; null (with closesAt) for a store open around the clock. */
  opensAt: number | null;
  closesAt: number | null;
  timeZone: string;
}

// One formatter per time zone for the life of the process: building one costs ~100 µs, using one ~3 µs.
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** Minutes after midnight at `now` in the store's time zone. */
function localMinutes(now: Date, timeZone: string): number {
  const parts = clockIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/** '6:00 AM', '11:00 PM', '12:00 AM' for midnight. */
export function clockText(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** Whether the store is open at `now`, and the line its card shows. */
export function openStatus(hours: OpeningHours, now: Date): { isOpen: boolean; openText: string } {
  if (hours.opensAt === null || hours.closesAt === null) return { isOpen: true, openText: 'Open 24 hours' };
  const minutes = localMinutes(now, hours.timeZone);
  const isOpen = minutes >= hours.opensAt && minutes < hours.closesAt;
  return {
    isOpen,
    openText: isOpen ? `Open until ${clockText(hours.closesAt)}` : `Opens at ${clockText(hours.opensAt)}`,
  };
}

/** '06:00-23:00' → minutes; '24h' → always open. */
export function parseHours(text: string): Pick<OpeningHours, 'opensAt' | 'closesAt'> {
  if (text === '24h') return { opensAt: null, closesAt: null };
  const [opens = '', closes = ''] = text.split('-');
  const minutes = (clock: string) => {
    const [hours, mins] = clock.split(':').map(Number);
    return (hours ?? 0) * 60 + (mins ?? 0);
  };
  return { opensAt: minutes(opens), closesAt: minutes(closes) };
}
