import { describe, expect, it } from 'vitest';
import { fromCents, parseBalance, toCents } from './money';

describe('given a wallet balance text', () => {
  it.each([
    ['USD 25.00', 25],
    ['USD 0.00', 0],
    ['usd 3.5', 3.5],
    ['USD25.00', 25],
    ['  USD 25.00  ', 25],
    ['USD -3.00', -3],
    ['USD 1,234.56', 1234.56],
    ['CAD 10', 10],
    ['$1,234.50', 1234.5],
    ['25', 25],
    ['.5', 0.5],
    ['-0.00', 0],
    [25, 25],
    [0, 0],
    ['USD', null],
    ['USD 1,23.00', null],
    ['USD 25.00 extra', null],
    ['25 USD', null],
    ['abc', null],
    ['', null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('parseBalance(%j) is %j', (balance, expected) => {
    expect(parseBalance(balance)).toBe(expected);
  });
});

describe('given cents helpers', () => {
  it.each([
    [1.005, 101],
    [25.5, 2550],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [-0.001, 0],
    [0, 0],
    [19.99, 1999],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('toCents(%j) is %j', (amount, expected) => {
    expect(toCents(amount)).toBe(expected);
  });

  it.each([
    [2550, 25.5],
    [1, 0.01],
    [-300, -3],
    [0, 0],
  ])('fromCents(%j) is %j', (cents, expected) => {
    expect(fromCents(cents)).toBe(expected);
  });
});
