import {
  calendarKey,
  dateParts,
  isCalendarDate,
  readClock,
  readDate,
  type Clock,
  type DateInput,
} from '@aisle/contracts';

/**
 * Every formatter goes through Intl.DateTimeFormat with an explicit zone, so results never depend
 * on the machine. timeZone is an IANA zone ('America/New_York'), 'UTC' by default; it applies to
 * instants only, never to 'YYYY-MM-DD' calendar dates (see readDate). An unknown zone throws a
 * RangeError, as Intl does. Missing or unreadable input gives '' unless a function says otherwise.
 */
export interface DateFormatOptions {
  timeZone?: string;
}

const defaultZone = 'UTC';

/** 'MM/DD/YYYY', e.g. '11/05/2026' (profile dates). */
export function formatDateUs(
  value: DateInput | null | undefined,
  { timeZone = defaultZone }: DateFormatOptions = {},
): string {
  const date = readDate(value, timeZone);
  if (!date) return '';
  const { month, day, year = '' } = dateParts(date, { month: '2-digit', day: '2-digit', year: 'numeric' });
  return `${month}/${day}/${year.padStart(4, '0')}`;
}

/**
 * 'MMM. D, YYYY', e.g. 'Nov. 22, 2026' ('Ordered on {date}'). The period marks an abbreviation, so
 * a month whose short name is its whole name has none: 'May 3, 2026'. June and July are shortened
 * ('Jun.', 'Jul.'), and September is 'Sep.' as Intl abbreviates it.
 */
export function formatOrderDate(
  value: DateInput | null | undefined,
  { timeZone = defaultZone }: DateFormatOptions = {},
): string {
  const date = readDate(value, timeZone);
  if (!date) return '';
  const { month: short = '', day, year = '' } = dateParts(date, { month: 'short', day: 'numeric', year: 'numeric' });
  const { month: long } = dateParts(date, { month: 'long' });
  return `${short}${short === long ? '' : '.'} ${day}, ${year.padStart(4, '0')}`;
}

export interface MembershipDateOptions extends DateFormatOptions {
  /** Shown for missing or invalid input (scheduling spec §9). */
  unknown?: string;
}

/** 'MMMM DD, YYYY', e.g. 'November 05, 2026'; 'Unknown' for missing or invalid input. */
export function formatMembershipDate(
  value: DateInput | null | undefined,
  { timeZone = defaultZone, unknown = 'Unknown' }: MembershipDateOptions = {},
): string {
  const date = readDate(value, timeZone);
  if (!date) return unknown;
  const { month, day, year = '' } = dateParts(date, { month: 'long', day: '2-digit', year: 'numeric' });
  return `${month} ${day}, ${year.padStart(4, '0')}`;
}

export interface DayLabelOptions extends DateFormatOptions {
  /** The current time; without it no day is labelled as today. */
  now?: Clock;
  /** The label of the current day. */
  today?: string;
}

/**
 * 'ddd m/d', e.g. 'Sun 11/22', for the delivery day carousel; 'Today' when the day is the current
 * day of `now` in `timeZone`.
 */
export function formatDayLabel(
  value: DateInput | null | undefined,
  { timeZone = defaultZone, now, today = 'Today' }: DayLabelOptions = {},
): string {
  const date = readDate(value, timeZone);
  if (!date) return '';
  if (now !== undefined) {
    const current = readDate(readClock(now), timeZone);
    if (current && calendarKey(current) === calendarKey(date)) return today;
  }
  const { weekday, month, day } = dateParts(date, { weekday: 'short', month: 'numeric', day: 'numeric' });
  return `${weekday} ${month}/${day}`;
}

/** 'h:mm A', e.g. '3:05 PM' (a reservation is held until this time). */
export function formatTime(
  value: DateInput | null | undefined,
  { timeZone = defaultZone }: DateFormatOptions = {},
): string {
  const date = readDate(value, timeZone);
  if (!date) return '';
  const { hour, minute, dayPeriod = '' } = dateParts(date, { hour: 'numeric', minute: '2-digit', hour12: true });
  // Built from parts: recent ICU versions put a narrow no-break space before AM/PM.
  return `${hour}:${minute} ${dayPeriod.toUpperCase()}`;
}

/** 'YYYY-MM-DD', the form dates are submitted in (date of birth, for instance). */
export function toIsoDate(
  value: DateInput | null | undefined,
  { timeZone = defaultZone }: DateFormatOptions = {},
): string {
  const date = readDate(value, timeZone);
  return date ? calendarKey(date) : '';
}

/**
 * Reads a typed 'MM/DD/YYYY' (two-digit month and day, four-digit year, surrounding spaces
 * ignored) into 'YYYY-MM-DD', or null when the text has another form or names no real day
 * ('02/30/2024', '13/01/2024'). Never throws.
 */
export function parseUsDate(text: string | null | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typeof text === 'string' ? text.trim() : '');
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  return isCalendarDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}
