import { describe, expect, it } from 'vitest';
import { promoCodeSchema } from './promoCodeForm';
import { promoCodeMessages } from './promoCodeMessages';

const problem = (code: string) => {
  const result = promoCodeSchema(promoCodeMessages).safeParse({ promoCode: code });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('given a promo code (§5)', () => {
  it('is required', () => {
    expect(problem('')).toBe('You must enter a promo code');
    expect(problem('   ')).toBe('You must enter a promo code');
  });

  it('is at most 128 characters', () => {
    expect(problem('A'.repeat(128))).toBeUndefined();
    expect(problem('A'.repeat(129))).toBe(promoCodeMessages.promoCodeTooLong);
  });

  it('is sent without the spaces around it', () => {
    expect(promoCodeSchema(promoCodeMessages).parse({ promoCode: ' SAVE5 ' })).toEqual({ promoCode: 'SAVE5' });
  });
});
