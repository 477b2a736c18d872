import { describe, expect, it } from 'vitest';
import { itemCount } from './shoppingMessages';

describe('itemCount', () => {
  it('counts one item in the singular and any other number in the plural', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(3)).toBe('3 items');
    expect(itemCount(0)).toBe('0 items');
  });
});
