import { describe, expect, it } from 'vitest';
import { formatReservedWindow } from './reservedWindow';

describe('formatReservedWindow', () => {
  it('shows the store’s wall-clock window as written, whatever the browser’s zone', () => {
    expect(formatReservedWindow({ value: '2026-11-22T10:00:00/2026-11-22T12:00:00' })).toBe(
      'Sun, Nov 22, 10:00 AM – 12:00 PM',
    );
    expect(formatReservedWindow({ value: '2026-11-27T00:30:00/2026-11-27T13:00:00' })).toBe(
      'Fri, Nov 27, 12:30 AM – 1:00 PM',
    );
  });
});
