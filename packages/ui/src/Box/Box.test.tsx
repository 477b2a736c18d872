import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('given a Box with layout and DOM props', () => {
  it('turns layout props into classes and passes the rest to the element', () => {
    render(
      <Box as="section" aria-label="Region" padding="4" display="flex" id="x" data-testid="box">
        Hi
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('SECTION');
    expect(box.id).toBe('x');
    expect(box.getAttribute('padding')).toBeNull();
    expect(box.getAttribute('display')).toBeNull();
    expect(box.className.split(' ').length).toBeGreaterThan(2);
  });

  it('keeps the caller class and forwards the ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Box ref={ref} className="mine" data-testid="box" />);
    expect(ref.current).toBe(screen.getByTestId('box'));
    expect(ref.current?.classList.contains('mine')).toBe(true);
  });
});
