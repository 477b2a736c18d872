import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { Alert, type AlertTone } from './Alert';

afterEach(() => {
  vi.useRealTimers();
});

describe('given an Alert of each tone', () => {
  const cases: [AlertTone, 'alert' | 'status', string][] = [
    ['info', 'status', 'Information'],
    ['success', 'status', 'Success'],
    ['warning', 'status', 'Warning'],
    ['error', 'alert', 'Error'],
  ];
  it.each(cases)('a %s Alert is a live "%s" that starts with the word "%s"', (tone, role, word) => {
    render(
      <Alert tone={tone} heading="Heading">
        Body text
      </Alert>,
    );
    const live = screen.getByRole(role);
    expect(live.textContent).toBe(`${word}HeadingBody text`);
    expect(live.parentElement?.getAttribute('data-tone')).toBe(tone);
  });

  it('hides its icon from assistive technology', () => {
    const { container } = render(<Alert heading="Heading" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('given a headingLevel', () => {
  it('renders the heading as that level', () => {
    render(<Alert heading="Card saved" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Card saved' })).toBeTruthy();
  });

  it('without one, renders no heading element, so the page outline is untouched', () => {
    render(<Alert heading="Card saved" />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('given no onDismiss', () => {
  it('has no dismiss button', () => {
    render(<Alert heading="Heading" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('given an onDismiss', () => {
  it('has a "Dismiss" button described by the heading, outside the live region', () => {
    render(<Alert heading="Card saved" onDismiss={() => {}} />);
    const button = screen.getByRole('button', { name: 'Dismiss' });
    const heading = screen.getByText('Card saved');
    expect(button.getAttribute('aria-describedby')).toBe(heading.id);
    expect(screen.getByRole('status').contains(button)).toBe(false);
  });

  it('after Tab and Enter, calls onDismiss once', async () => {
    const onDismiss = vi.fn();
    render(<Alert heading="Card saved" onDismiss={onDismiss} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss' }));
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes its button name from a prop over the message table', () => {
    render(
      <MessagesProvider messages={{ dismiss: 'Fermer', success: 'Succès' }}>
        <Alert tone="success" heading="Enregistré" onDismiss={() => {}} />
        <Alert tone="success" heading="Autre" dismissLabel="Masquer" toneLabel="Bravo" onDismiss={() => {}} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Masquer' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['SuccèsEnregistré', 'BravoAutre']);
  });

  it('without autoDismissAfter, never calls onDismiss by itself', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Alert heading="Card saved" onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('given autoDismissAfter 5000', () => {
  it('after 4999 ms has not dismissed; after 5000 ms calls onDismiss', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Alert tone="success" heading="Card saved" onDismiss={onDismiss} autoDismissAfter={5000} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('while hovered, waits; after the pointer leaves, dismisses when the rest of the time has passed', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Alert tone="success" heading="Card saved" onDismiss={onDismiss} autoDismissAfter={5000} />);
    const banner = screen.getByRole('status').parentElement as HTMLElement;
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(banner);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(banner);
    act(() => vi.advanceTimersByTime(3999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('while focus is inside it, waits; after focus leaves, resumes', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Alert tone="success" heading="Card saved" onDismiss={onDismiss} autoDismissAfter={5000} />);
    const button = screen.getByRole('button', { name: 'Dismiss' });
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => button.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('after unmounting first, never calls onDismiss', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { unmount } = render(<Alert heading="Card saved" onDismiss={onDismiss} autoDismissAfter={5000} />);
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
