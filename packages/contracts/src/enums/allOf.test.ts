import { describe, expect, it } from 'vitest';
import { allOf } from './allOf';

type Kind = 'A' | 'B' | 'C';

describe('allOf', () => {
  it('returns the list as written, every member of the union in it', () => {
    expect(allOf<Kind>()(['A', 'B', 'C'])).toEqual(['A', 'B', 'C']);
  });

  it('refuses at typecheck a list that leaves a member out or names a stranger', () => {
    // @ts-expect-error 'C' is missing
    allOf<Kind>()(['A', 'B']);
    // @ts-expect-error 'D' is not a Kind
    allOf<Kind>()(['A', 'B', 'C', 'D']);
  });
});
