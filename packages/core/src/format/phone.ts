// Phone numbers are US/Canadian (NANP): 10 digits, sent as +1 and 10 digits (account spec §5, checkout spec §5).

const digitsOf = (value: string | null | undefined) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * The 10 digits a number can be formatted from: 10 digits, or 11 with the leading country code 1,
 * and only the punctuation people type around them (spaces . - ( ) +). undefined otherwise.
 */
function tenDigits(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || !/^[\d\s().+-]*$/.test(value)) return undefined;
  const digits = digitsOf(value);
  if (digits.length === 10) return digits;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : undefined;
}

/** The last 10 digits of a phone number, every other character dropped; fewer when fewer were typed. */
export function phoneDigits(value: string | null | undefined): string {
  return digitsOf(value).slice(-10);
}

/** The service form: '+1' and the last 10 digits; null when fewer than 10 digits were given. */
export function toServicePhone(value: string | null | undefined): string | null {
  const digits = phoneDigits(value);
  return digits.length === 10 ? `+1${digits}` : null;
}

/** Whether a phone number is 10 digits (11 with a leading 1), with nothing but phone punctuation around them. */
export function isValidPhone(value: string | null | undefined): boolean {
  return tenDigits(value) !== undefined;
}

/** '(###) ###-####', e.g. '(513) 555-0100'; the input unchanged ('' for nothing) when it is not a valid phone number. */
export function formatPhone(value: string | null | undefined): string {
  const digits = tenDigits(value);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : (value ?? '');
}

/** 'ddd-ddd-dddd', a leading 1 dropped from 11 digits; the input unchanged ('' for nothing) when it is not a valid phone number. */
export function formatPhoneDashed(value: string | null | undefined): string {
  const digits = tenDigits(value);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : (value ?? '');
}
