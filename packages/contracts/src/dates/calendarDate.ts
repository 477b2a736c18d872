/** What the date formatters accept: a Date, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | string | number;

/** A point in time and the zone it is shown in. */
export interface ZonedDate {
  instant: Date;
  timeZone: string;
}

// 'YYYY-MM-DD', optionally followed by a time and an offset. Nothing else: Date.parse reads other
// strings differently per engine and often in the machine's zone.
const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Whether year/month/day name a real date ('2024-02-30' does not). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The UTC instant of a calendar date and wall-clock time; setUTCFullYear keeps years below 100 as written. */
function utcInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date;
}

function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * Reads a date input and chooses the zone to show it in.
 * - A Date, epoch milliseconds or an ISO string with an offset is an instant, shown in `timeZone`.
 * - 'YYYY-MM-DD' is a calendar date and an ISO date-time without an offset a wall-clock time: both
 *   are shown exactly as written, whatever `timeZone` says, so '2026-11-22' never becomes the 21st.
 * Anything unreadable or impossible ('2024-02-30', '25:00') gives undefined.
 */
export function readDate(value: DateInput | null | undefined, timeZone: string): ZonedDate | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { instant: value, timeZone };
  if (typeof value === 'number') return Number.isFinite(value) ? readDate(new Date(value), timeZone) : undefined;
  if (typeof value !== 'string') return undefined;
  const match = isoPattern.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', offset] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  const instant = utcInstant(year, month, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  if (offset === undefined) return { instant, timeZone: 'UTC' };
  return { instant: new Date(instant.getTime() - offsetMinutes(offset) * 60_000), timeZone };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The named parts of a date in its zone, from a cached en-US Intl.DateTimeFormat. Throws RangeError for an unknown zone. */
export function dateParts(
  { instant, timeZone }: ZonedDate,
  options: Intl.DateTimeFormatOptions,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const key = JSON.stringify([timeZone, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** 'YYYY-MM-DD' of a date in its zone. */
export function calendarKey(date: ZonedDate): string {
  const { year = '', month = '', day = '' } = dateParts(date, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${year.padStart(4, '0')}-${month}-${day}`;
}
