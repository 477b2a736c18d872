import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('given a default Skeleton', () => {
  it('is one line of text, hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.getAttribute('data-shape')).toBe('text');
    expect(skeleton.children).toHaveLength(1);
  });

  it('cannot be reached with Tab', async () => {
    render(<Skeleton shape="rectangle" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('given lines', () => {
  it('renders that many lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = Array.from((container.firstElementChild as HTMLElement).children);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.className).not.toBe(lines[0]?.className);
    expect(lines[0]?.className).toBe(lines[1]?.className);
  });
});

describe('given a circle or a rectangle with sizes', () => {
  it('passes a number as px and a string as it is, through CSS variables', () => {
    const { container } = render(
      <>
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="rectangle" width="50%" height="10rem" />
      </>,
    );
    const [circle, rectangle] = Array.from(container.children) as HTMLElement[];
    expect(circle?.getAttribute('data-shape')).toBe('circle');
    expect(circle?.getAttribute('style')).toContain('48px');
    expect(rectangle?.getAttribute('style')).toContain('50%');
    expect(rectangle?.getAttribute('style')).toContain('10rem');
  });

  it('without sizes, sets no inline variables, so the CSS defaults apply', () => {
    const { container } = render(<Skeleton shape="rectangle" />);
    expect((container.firstElementChild as HTMLElement).getAttribute('style') ?? '').toBe('');
  });
});
