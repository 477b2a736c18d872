import { describe, expect, it } from 'vitest';
import { isAddressText } from './addressText';

describe('isAddressText', () => {
  it.each([
    '12 Main St',
    'Apt 4B',
    '1/2 Oak Ave.',
    "O'Brien's Way",
    'Rue Saint-Jérôme',
    'Montréal',
    '#200 & Co (rear)',
    '',
  ])('keeps %j', (value) => expect(isAddressText(value)).toBe(true));

  it.each(['12 Main St 🍌🍎', 'Cincinnati 😀', 'Main St ™', 'Oak <b>', 'a;b', 'x@y'])('refuses %j', (value) =>
    expect(isAddressText(value)).toBe(false),
  );
});
