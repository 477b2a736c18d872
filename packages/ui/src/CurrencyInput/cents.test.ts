import { describe, expect, it } from 'vitest';
import { centsFromDigits, formatCents, parseAmount } from './cents';

describe('given formatCents', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [12, '0.12'],
    [123, '1.23'],
    [1250, '12.50'],
    [123456, '1,234.56'],
    [100000000, '1,000,000.00'],
    [-150, '-1.50'],
  ])('shows %i cents as "%s"', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });
});

describe('given centsFromDigits (typing, digits fill from the right)', () => {
  it.each([
    ['', null],
    ['abc', null],
    ['1', 1],
    ['12', 12],
    ['123', 123],
    ['0.012', 12], // "0.01" then "2"
    ['1.234', 1234],
    ['1,234.567', 1234567],
    ['0.0', 0],
    ['$1.23', 123],
  ])('reads "%s" as %s', (text, cents) => {
    expect(centsFromDigits(text)).toBe(cents);
  });
});

describe('given parseAmount (pasting a written amount)', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['$12.50', 1250],
    [' $ 1,234.56 ', 123456],
    ['0', 0],
    ['€3', 300],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', '.', 'abc', '12.345', '1,23', '12a', '1.2.3', '-5', '$$5'])('refuses "%s"', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});
