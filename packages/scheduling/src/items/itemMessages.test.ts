import { describe, expect, it } from 'vitest';
import { schedulingMessages } from '../messages';
import { itemMessages } from './itemMessages';

describe('given the item messages', () => {
  it('are all in the scheduling table, none shadowed by another part', () => {
    const inTable = Object.fromEntries(
      Object.keys(itemMessages).map((key) => [key, schedulingMessages[key as keyof typeof schedulingMessages]]),
    );
    expect(inTable).toEqual(itemMessages);
  });
});
