import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('given VisuallyHidden text inside a button', () => {
  it('becomes part of the accessible name', () => {
    render(
      <button type="button">
        Remove<VisuallyHidden> the second address</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove the second address' })).toBeTruthy();
  });
});
