// signDisplay 'negative': a minus for negative amounts only, so -0 and -0.001 read '$0.00', not '-$0.00'.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'negative' });

export interface MoneyFormatOptions {
  /** Shown when the amount is not known yet (sales tax before it is calculated). */
  tbd?: string;
}

/**
 * An amount in dollars as '$1,234.50' ('-$3.00' when negative), through Intl.NumberFormat en-US
 * USD. null, undefined, NaN and infinities are amounts not known yet: 'TBD'.
 */
export function formatMoney(amount: number | null | undefined, { tbd = 'TBD' }: MoneyFormatOptions = {}): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? usd.format(amount) : tbd;
}
