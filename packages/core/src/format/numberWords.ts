const ones = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const scales = ['', 'thousand', 'million', 'billion'];

/** 0–999 in words, 'and'-less as in US usage: 105 → 'one hundred five', 42 → 'forty-two'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords =
    rest < 20 ? (ones[rest] ?? '') : `${tens[Math.floor(rest / 10)]}${rest % 10 ? `-${ones[rest % 10]}` : ''}`;
  if (hundreds === 0) return restWords;
  return rest === 0 ? `${ones[hundreds]} hundred` : `${ones[hundreds]} hundred ${restWords}`;
}

/**
 * A whole number from 0 to 999,999,999,999 in words ('one', 'twelve', 'thirty', 'forty-two',
 * 'one hundred five', 'two thousand one'). Anything else (negative, fractional, too large, NaN) is
 * returned as digits, since it cannot be spelled out.
 */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e12) return String(n);
  if (n === 0) return 'zero';
  const groups: string[] = [];
  for (let rest = n, scale = 0; rest > 0; rest = Math.floor(rest / 1000), scale += 1) {
    const group = rest % 1000;
    if (group > 0) groups.unshift(scales[scale] ? `${belowThousand(group)} ${scales[scale]}` : belowThousand(group));
  }
  return groups.join(' ');
}

/** The units a membership renewal or subscription duration comes in (renewalDurationUomCode). */
export type DurationUnit = 'DAY' | 'MONTH' | 'YEAR';

export interface MembershipDuration {
  quantity: number;
  unit: DurationUnit;
}

const unitNames: Record<DurationUnit, string> = { DAY: 'day', MONTH: 'month', YEAR: 'year' };

/** A duration as whole years, months or days, or undefined when it has no positive whole quantity or no known unit. */
function readDuration({ quantity, unit }: MembershipDuration): MembershipDuration | undefined {
  const code = String(unit ?? '')
    .trim()
    .toUpperCase()
    .replace(/S$/, '');
  if (!Number.isInteger(quantity) || quantity < 1 || !(code in unitNames)) return undefined;
  return { quantity, unit: code as DurationUnit };
}

/**
 * The membership period text (scheduling spec §9 "Membership period text"): the duration in
 * years, months or days with the number spelled out — YEAR 1 → 'one year', MONTH 6 → 'six months',
 * DAY 30 → 'thirty days'. A multiple of 12 months counts as years (MONTH 12 → 'one year', MONTH 24
 * → 'two years'); days are never turned into months or years, the unit is kept as sent. '' when the
 * duration has no positive whole quantity or an unknown unit (units are read case-insensitively,
 * 'MONTHS' as 'MONTH').
 */
export function membershipPeriod(duration: MembershipDuration): string {
  const read = readDuration(duration);
  if (!read) return '';
  const asYears = read.unit === 'MONTH' && read.quantity % 12 === 0;
  const quantity = asYears ? read.quantity / 12 : read.quantity;
  const name = asYears ? 'year' : unitNames[read.unit];
  return `${numberToWords(quantity)} ${name}${quantity === 1 ? '' : 's'}`;
}

/**
 * The renewal duration in days (scheduling spec §9 "Renewal duration: 1 unit equals 30 days, 12
 * units equals 365 days"). Read as: a month counts 30 days and each whole 12 months count 365, so
 * MONTH 1 → 30, MONTH 6 → 180, MONTH 12 → 365, MONTH 18 → 365 + 180 = 545; a YEAR is 365 days and
 * a DAY one. null for a duration membershipPeriod cannot read either.
 */
export function renewalDurationDays(duration: MembershipDuration): number | null {
  const read = readDuration(duration);
  if (!read) return null;
  if (read.unit === 'DAY') return read.quantity;
  if (read.unit === 'YEAR') return read.quantity * 365;
  return Math.floor(read.quantity / 12) * 365 + (read.quantity % 12) * 30;
}
