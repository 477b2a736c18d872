import { describe, expect, it } from 'vitest';
import { customTipSchema, tipSuggestions } from './tipRules';
import { tipMessages } from './tipMessages';

const problem = (cents: number | null, maxTip = 100) => {
  const result = customTipSchema(tipMessages, maxTip).safeParse({ cents });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('given the suggested tips (§5)', () => {
  it('offers no zero, each amount once, smallest first', () => {
    expect(tipSuggestions({ suggestions: [8, 0, 3, 5, 3] })).toEqual([3, 5, 8]);
  });
});

describe('given a custom tip (§5)', () => {
  it('is required', () => {
    expect(problem(null)).toBe('Tip is a required field');
  });

  it('is at most the max tip, in dollars and cents', () => {
    expect(problem(10000)).toBeUndefined();
    expect(problem(10001)).toBe('The most you can tip on this order is $100.00.');
    expect(customTipSchema(tipMessages, 100).parse({ cents: 1250 })).toEqual({ cents: 12.5 });
  });
});
