import { digitsOnly } from '../masks/digits';

/** Shows cents as an amount with two decimals and thousands grouped: `123456` → `'1,234.56'`. */
export function formatCents(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * Reads typed text cents-style, the digits filling from the right: `'1'` → 1, `'1.234'` → 1234.
 * Returns `null` when there are no digits; the caller caps the size (`Number.MAX_SAFE_INTEGER` at most).
 */
export function centsFromDigits(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === '' ? null : Number(digits);
}

/**
 * Reads an amount written out, as when pasted: `'12.5'` → 1250, `'$1,234'` → 123400. Returns
 * `null` for anything else (letters, more than two decimals, a bare dot). One leading currency
 * symbol of any kind is allowed.
 */
export function parseAmount(text: string): number | null {
  const match = /^\s*\p{Sc}?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?\s*$/u.exec(text);
  if (!match || (match[1] === undefined && !match[2])) return null;
  const whole = Number((match[1] ?? '0').replace(/,/g, ''));
  return whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
