import { describe, expect, it } from 'vitest';
import { schedulingMessages } from '../messages';
import { replacementMessages } from './replacementMessages';

describe('given the replacement messages', () => {
  it('are all in the scheduling table under `replacement` keys, none shadowed by another part', () => {
    expect(Object.keys(replacementMessages).every((key) => key.startsWith('replacement'))).toBe(true);
    const inTable = Object.fromEntries(
      Object.keys(replacementMessages).map((key) => [key, schedulingMessages[key as keyof typeof schedulingMessages]]),
    );
    expect(inTable).toEqual(replacementMessages);
  });

  it('quote the spec exactly, its one curly apostrophe included', () => {
    expect(replacementMessages.replacementAllSetTitle).toBe('You\u2019re All Set');
    expect(replacementMessages.replacementNoneFound).toBe('No replacements found');
    expect(replacementMessages.replacementSelectFirst).toBe('Please select a similar item first.');
  });
});
