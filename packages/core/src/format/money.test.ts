import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('given an amount to show', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [0.1 + 0.2, '$0.30'],
    [5, '$5.00'],
    [-3, '-$3.00'],
    [-0.001, '$0.00'],
    [1_000_000, '$1,000,000.00'],
    [2.005, '$2.01'],
    [0.994, '$0.99'],
    [null, 'TBD'],
    [undefined, 'TBD'],
    [Number.NaN, 'TBD'],
    [Number.POSITIVE_INFINITY, 'TBD'],
  ])('formatMoney(%j) is %j', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('shows the caller’s text for an amount not known yet', () => {
    expect(formatMoney(null, { tbd: 'Calculated at checkout' })).toBe('Calculated at checkout');
    expect(formatMoney(4, { tbd: 'Calculated at checkout' })).toBe('$4.00');
  });
});
