/** Keeps only the digits 0–9: `digitsOnly('12-34 a')` → `'1234'`. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

export function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/**
 * Splits the digits of `text` into groups of the given sizes, joined by `separator`; digits past the
 * last group are dropped. A separator appears only once the next group has a digit, so Backspace
 * never fights a trailing one: `groupDigits('12345678901', [10, 3, 3, 3])` → `'1234567890-1'`.
 */
export function groupDigits(text: string, groups: readonly number[], separator = '-'): string {
  let digits = digitsOnly(text);
  const parts: string[] = [];
  for (const size of groups) {
    if (digits === '') break;
    parts.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return parts.join(separator);
}
