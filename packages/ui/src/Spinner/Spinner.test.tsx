import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { Spinner } from './Spinner';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given a default Spinner', () => {
  it('renders an empty status box at first, so a fast load never flashes it', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(status.getAttribute('data-state')).toBe('waiting');
  });

  it('after 199 ms still shows nothing', () => {
    render(<Spinner />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('after 200 ms, shows the ring and the word "Loading" in the same live region', () => {
    render(<Spinner />);
    act(() => vi.advanceTimersByTime(200));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading');
    expect(status.getAttribute('data-state')).toBe('visible');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('after unmounting before the delay, never shows and leaves no timer behind', () => {
    const { unmount } = render(<Spinner />);
    act(() => vi.advanceTimersByTime(100));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given a Spinner with delay 0', () => {
  it('shows at once, with no timer', () => {
    render(<Spinner delay={0} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given a Spinner with a longer delay', () => {
  it('after 999 ms shows nothing; after 1000 ms shows', () => {
    render(<Spinner delay={1000} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});

describe('given a label', () => {
  it('announces the label instead of the default word', () => {
    render(<Spinner delay={0} label="Loading addresses" />);
    expect(screen.getByRole('status').textContent).toBe('Loading addresses');
  });

  it('given only a message override, announces the override', () => {
    render(
      <MessagesProvider messages={{ loading: 'Chargement' }}>
        <Spinner delay={0} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement');
  });
});
