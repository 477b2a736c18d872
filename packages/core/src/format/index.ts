// Formatting shared by every feature: money, phone numbers, dates, numbers in words, distances.
// React-free and machine-independent: every Intl formatter is given its locale, currency and zone.
export {
  formatDateUs,
  formatDayLabel,
  formatMembershipDate,
  formatOrderDate,
  formatTime,
  parseUsDate,
  toIsoDate,
  type DateFormatOptions,
  type DayLabelOptions,
  type MembershipDateOptions,
} from './dates';
export { formatDistance, roundDistance } from './distance';
export { formatMoney, type MoneyFormatOptions } from './money';
export {
  membershipPeriod,
  numberToWords,
  renewalDurationDays,
  type DurationUnit,
  type MembershipDuration,
} from './numberWords';
export { formatReservedWindow } from './reservedWindow';
export { formatPhone, formatPhoneDashed, isValidPhone, phoneDigits, toServicePhone } from './phone';
