import { describe, expect, it } from 'vitest';
import { orderTimeText } from './orderTime';

const window = { value: '2026-11-28T16:00:00/2026-11-28T18:00:00' };

describe('orderTimeText', () => {
  it('reads a pickup or delivery window as its times', () => {
    expect(orderTimeText('DELIVERY', window, 'As soon as 1-3 days')).toMatch(/Nov 28.*4:00.*6:00/);
    expect(orderTimeText('PICKUP', window, 'As soon as 1-3 days')).toBe(orderTimeText('DELIVERY', window, ''));
  });

  it("reads a ship order's window as the shipping timeline", () => {
    expect(orderTimeText('SHIP', window, 'As soon as 1-3 days')).toBe('As soon as 1-3 days');
  });
});
