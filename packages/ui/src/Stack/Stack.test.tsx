import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../Box/sprinkles.css';
import { Inline } from '../Inline';
import { Stack } from './Stack';

describe('given a Stack', () => {
  it('lays children out as a column with the gap from the space scale', () => {
    render(<Stack space="6" as="ul" data-testid="stack" />);
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('UL');
    for (const atom of [{ display: 'flex' }, { flexDirection: 'column' }, { gap: '6' }] as const) {
      expect(stack.classList.contains(sprinkles(atom))).toBe(true);
    }
  });
});

describe('given an Inline that must not wrap', () => {
  it('uses nowrap and the requested alignment', () => {
    render(<Inline noWrap align="between" data-testid="row" />);
    const classes = screen.getByTestId('row').classList;
    expect(classes.contains(sprinkles({ flexWrap: 'nowrap' }))).toBe(true);
    expect(classes.contains(sprinkles({ justifyContent: 'space-between' }))).toBe(true);
  });
});
