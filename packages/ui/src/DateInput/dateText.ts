import { isDigit } from '../masks/digits';

export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const segmentLengths = [2, 2, 4] as const;
const isoDate = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/**
 * Formats what a person typed or pasted as `mm/dd/yyyy`, keeping their digits: slashes are added
 * as digits arrive, a separator they type after one digit pads it ("3/" → "03/"), letters are
 * dropped, digits past the year are ignored, and an ISO date (browser autofill) is turned round.
 * It never checks the date: that is `parseDateInput`'s job and the messages are the caller's.
 */
export function formatDateInput(text: string): string {
  const iso = isoDate.exec(text);
  if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
  const segments = [''];
  for (const char of text) {
    const index = segments.length - 1;
    const current = segments[index] ?? '';
    const full = current.length === segmentLengths[index as 0 | 1 | 2];
    if (isDigit(char)) {
      if (!full) segments[index] = current + char;
      else if (index < 2) segments.push(char);
    } else if ('/-. '.includes(char) && index < 2 && current !== '' && current !== '0') {
      segments[index] = current.padStart(2, '0');
      segments.push('');
    }
  }
  return segments.join('/');
}

/**
 * Reads `mm/dd/yyyy` (single-digit month and day allowed) into its parts, or `null` when it is not
 * a real calendar date: `parseDateInput('02/29/2023')` → `null`.
 */
export function parseDateInput(text: string): DateParts | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
