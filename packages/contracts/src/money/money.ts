// Money as it travels: the wallet's balance texts and whole cents. Formatting for people is @aisle/core/format's.

/**
 * The amount in a wallet balance text: 'USD 25.00' → 25. Also reads '$1,234.50', '25' and
 * numbers; a leading three-letter currency code is skipped whatever it is. null when there is no
 * amount to read ('', 'USD', 'abc'), so "no balance yet" stays distinct from a zero balance.
 */
export function parseBalance(balance: string | number | null | undefined): number | null {
  if (typeof balance === 'number') return Number.isFinite(balance) ? balance : null;
  if (typeof balance !== 'string') return null;
  const match = /^(?:[A-Z]{3}\s*)?(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(\.\d+)?$/i.exec(balance.trim());
  if (!match || (match[2] === undefined && match[3] === undefined)) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const amount = Number(`${sign}${whole.replaceAll(',', '')}${fraction}`);
  return Object.is(amount, -0) ? 0 : amount;
}

/**
 * Whole cents of a dollar amount, rounded half away from zero: 1.005 → 101 (the float is
 * 1.00499…, so Math.round(amount * 100) alone would give 100). null for a non-finite amount.
 */
export function toCents(amount: number | null | undefined): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** Dollars from whole cents: 2550 → 25.5. */
export function fromCents(cents: number): number {
  return cents / 100;
}
