import { ebtCard, ebtCardWithBalance } from '@aisle/wallet/testing';
import { describe, expect, it } from 'vitest';
import { payingWithMessages } from './payingWithMessages';
import { snapAmountRange, snapAmountSchema, snapAmountToPay } from './snapAmount';

const problem = (range: { min: number; max: number }, cents: number | null) => {
  const result = snapAmountSchema(payingWithMessages, range).safeParse({ cents });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('given a SNAP EBT card (§5 "SNAP EBT amount")', () => {
  it('may pay at most the SNAP-eligible total while its balance is unknown', () => {
    expect(snapAmountRange(ebtCard, { ebtTotal: 18.97 })).toEqual({ min: 0.01, max: 18.97 });
  });

  it('at most the lesser of its balance and the SNAP-eligible total once the balance is known', () => {
    expect(snapAmountRange(ebtCardWithBalance, { ebtTotal: 18.97 }).max).toBe(18.97);
    expect(snapAmountRange({ ...ebtCard, balance: 'USD 5.00' }, { ebtTotal: 18.97 }).max).toBe(5);
  });

  it('at least the minimum authorised amount when the service knows one, never under $0.01', () => {
    expect(snapAmountRange(ebtCard, { ebtTotal: 18.97, ebtMinimum: 5 }).min).toBe(5);
    expect(snapAmountRange(ebtCard, { ebtTotal: 18.97, ebtMinimum: 0 }).min).toBe(0.01);
    const range = snapAmountRange(ebtCard, { ebtTotal: 18.97, ebtMinimum: 5 });
    expect(problem(range, 499)).toBe('The minimum amount you can charge to your SNAP EBT card is $5.00');
    expect(problem(range, 500)).toBeUndefined();
  });

  it('pays the most it may until the shopper chooses less, and never more than that', () => {
    const range = { min: 0.01, max: 18.97 };
    expect(snapAmountToPay(range, undefined)).toBe(18.97);
    expect(snapAmountToPay(range, 10)).toBe(10);
    expect(snapAmountToPay({ min: 0.01, max: 5 }, 10)).toBe(5);
  });
});

describe('given the amount typed', () => {
  const range = { min: 0.01, max: 18.97 };

  it('is required', () => {
    expect(problem(range, null)).toBe('Amount is required');
  });

  it('is at least $0.01', () => {
    expect(problem(range, 0)).toBe('The minimum amount you can charge to your SNAP EBT card is $0.01');
    expect(problem(range, 1)).toBeUndefined();
  });

  it('is at most the lesser of the balance and the SNAP-eligible total', () => {
    expect(problem(range, 1898)).toBe('The maximum amount you can charge to your SNAP EBT card is $18.97');
    expect(problem(range, 1897)).toBeUndefined();
  });

  it('reads as dollars', () => {
    expect(snapAmountSchema(payingWithMessages, range).parse({ cents: 1234 })).toEqual({ cents: 12.34 });
  });
});
