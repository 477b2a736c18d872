import { describe, expect, it } from 'vitest';
import { itemMessages } from '../items/itemMessages';
import { planDate, planDays, planDelivery, planDuration, planPeriod, planTitle, subscriptionTypes } from './planText';

describe('given a subscription type', () => {
  it.each([
    ['BST', 'Boost'],
    ['BSTL', 'Boost Essential'],
    ['HTEL', 'HTPlus 99'],
    ['HTPL', 'HTPlus 69'],
  ])('titles %s as %j (the displayed titles win, ambiguity 3)', (type, title) => {
    expect(planTitle(type)).toBe(title);
  });

  it('has a title for every type', () => {
    expect(subscriptionTypes.map((type) => planTitle(type))).not.toContain(undefined);
  });

  it.each([['bst'], ['BOOST'], [''], [null], [undefined]])('has no title for %j', (type) => {
    expect(planTitle(type)).toBeUndefined();
  });

  it("takes the host's words", () => {
    expect(planTitle('BST', { ...itemMessages, membershipPlanBoost: 'Boost Plus' })).toBe('Boost Plus');
  });

  it.each([
    ['BST', 'Same-day delivery'],
    ['HTEL', 'Same-day delivery'],
    ['BSTL', 'Next-day delivery'],
    ['HTPL', 'Next-day delivery'],
  ])('delivers %s as %j: the 99 plans same-day, the 59 ones next-day (MEMB-07, MEMB-08)', (type, delivery) => {
    expect(planDelivery(type)).toBe(delivery);
  });

  it("names no delivery for an unknown type, and takes the host's words", () => {
    expect(planDelivery('GOLD')).toBeUndefined();
    expect(planDelivery('BSTL', { ...itemMessages, membershipNextDayDelivery: 'Delivered tomorrow' })).toBe(
      'Delivered tomorrow',
    );
  });
});

describe('given a plan duration', () => {
  it.each([
    [{ quantity: 1, unit: 'MONTH' as const }, 'one month', 30],
    [{ quantity: 6, unit: 'MONTH' as const }, 'six months', 180],
    [{ quantity: 12, unit: 'MONTH' as const }, 'one year', 365],
    [{ quantity: 24, unit: 'MONTH' as const }, 'two years', 730],
    [{ quantity: 1, unit: 'YEAR' as const }, 'one year', 365],
    [{ quantity: 30, unit: 'DAY' as const }, 'thirty days', 30],
  ])('reads %j as %j, %i days', (duration, words, days) => {
    expect(planPeriod(duration)).toBe(words);
    expect(planDays(duration)).toBe(days);
  });

  it('reads no duration as no words and no days', () => {
    expect(planPeriod(undefined)).toBe('');
    expect(planDays(undefined)).toBeNull();
  });

  it("takes the renewal's duration first, then the subscription's", () => {
    const subscription = { subscriptionDurationQuantity: 12, subscriptionDurationUomCode: 'MONTH' };
    expect(
      planDuration({
        computedMembershipItemData: { renewalDurationQuantity: 1, renewalDurationUomCode: 'MONTH' },
        ...subscription,
      }),
    ).toEqual({ quantity: 1, unit: 'MONTH' });
    expect(planDuration(subscription)).toEqual({ quantity: 12, unit: 'MONTH' });
    expect(planPeriod(planDuration(subscription))).toBe('one year');
  });

  it('skips a duration it cannot read', () => {
    expect(
      planDuration({
        computedMembershipItemData: { renewalDurationQuantity: 0, renewalDurationUomCode: 'MONTH' },
        subscriptionDurationQuantity: 3,
        subscriptionDurationUomCode: 'WEEK',
      }),
    ).toBeUndefined();
  });
});

describe('given a membership date', () => {
  it("writes it as 'MMMM DD, YYYY'", () => {
    expect(planDate('2026-11-05')).toBe('November 05, 2026');
    expect(planDate('2026-12-01T03:00:00Z', { timeZone: 'America/New_York' })).toBe('November 30, 2026');
  });

  it.each([[undefined], [null], [''], ['not a date']])("writes %j as 'Unknown'", (value) => {
    expect(planDate(value)).toBe('Unknown');
  });

  it("takes the host's word for an unknown date", () => {
    expect(planDate(undefined, { messages: { ...itemMessages, membershipDateUnknown: 'Not set' } })).toBe('Not set');
  });
});
