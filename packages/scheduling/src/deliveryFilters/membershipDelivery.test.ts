import { describe, expect, it } from 'vitest';
import { filterMessages } from './filterMessages';
import {
  defaultFreeThreshold,
  formatThreshold,
  freeThreshold,
  membershipDelivery,
  membershipDisclaimer,
} from './membershipDelivery';

describe('membershipDelivery', () => {
  it('gives a BST or BSTL member free delivery once the basket reaches the threshold', () => {
    expect(membershipDelivery({ type: 'BST', freeThreshold: 35 }, 35)).toEqual({
      kind: 'free',
      plan: 'BST',
      threshold: 35,
    });
    expect(membershipDelivery({ type: 'BSTL', freeThreshold: 35 }, 80.5)).toMatchObject({ kind: 'free', plan: 'BSTL' });
  });

  it('tells a member below it how much more to spend, to the cent', () => {
    expect(membershipDelivery({ type: 'BST', freeThreshold: 35 }, 34.99)).toEqual({
      kind: 'spendMore',
      plan: 'BST',
      threshold: 35,
      amount: 0.01,
    });
    expect(membershipDelivery({ type: 'BSTL', freeThreshold: 35 }, 22.51)).toMatchObject({ amount: 12.49 });
    // 0.1 + 0.2 in floating point is 0.30000000000000004: counted in cents, it is 30.
    expect(membershipDelivery({ type: 'BST', freeThreshold: 0.3 }, 0.1 + 0.2)).toMatchObject({ kind: 'free' });
  });

  it('counts a subtotal not known yet as nothing spent', () => {
    expect(membershipDelivery({ type: 'BST', freeThreshold: 35 }, undefined)).toMatchObject({ amount: 35 });
    expect(membershipDelivery({ type: 'BST', freeThreshold: 35 }, Number.NaN)).toMatchObject({ amount: 35 });
  });

  it('shows everyone else the promo: no membership, HTPlus plans, unknown types (§6)', () => {
    for (const type of [undefined, 'HTEL', 'HTPL', 'bst', 'GOLD']) {
      expect(membershipDelivery({ type, freeThreshold: 35 }, 100)).toEqual({ kind: 'promo', threshold: 35 });
    }
    expect(membershipDelivery(undefined, 10)).toEqual({ kind: 'promo', threshold: 35 });
  });

  it('takes the threshold from the quotes, 35 by default', () => {
    expect(defaultFreeThreshold).toBe(35);
    expect(membershipDelivery({ type: 'BST', freeThreshold: 50 }, 40)).toMatchObject({ threshold: 50, amount: 10 });
    expect(freeThreshold({})).toBe(35);
    expect(freeThreshold(null)).toBe(35);
    expect(freeThreshold({ freeThreshold: 0 })).toBe(35);
    expect(freeThreshold({ freeThreshold: Number.NaN })).toBe(35);
  });
});

describe('membershipDisclaimer', () => {
  it('is §9’s default for the default threshold', () => {
    expect(membershipDisclaimer(35, filterMessages)).toBe(
      '* $35 minimum on qualifying orders. Restrictions may apply.',
    );
  });

  it('names another threshold the service sets', () => {
    expect(membershipDisclaimer(50, filterMessages)).toBe(
      '* $50 minimum on qualifying orders. Restrictions may apply.',
    );
    expect(membershipDisclaimer(49.5, filterMessages)).toBe(
      '* $49.50 minimum on qualifying orders. Restrictions may apply.',
    );
  });

  it('is the quotes’ own message when they carry one', () => {
    expect(membershipDisclaimer(35, filterMessages, 'Members only.')).toBe('Members only.');
    expect(membershipDisclaimer(35, filterMessages, '')).toBe(filterMessages.filterDisclaimer);
  });

  it('writes whole-dollar thresholds without cents', () => {
    expect(formatThreshold(35)).toBe('$35');
    expect(formatThreshold(1000)).toBe('$1,000');
    expect(formatThreshold(35.5)).toBe('$35.50');
  });
});
