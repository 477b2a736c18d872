import nodeConsole from 'node:console';
import { StorefrontProvider } from '@aisle/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakeSecureFrame } from '../testing/fakeSecureFrame';
import { SecureCardFields } from './SecureField';

const origin = 'https://secure.test';
const addRetryText =
  "Sorry, but we're having trouble accepting new card information. Would you like to try again? (Error code: 408)";

function Providers({ children }: { children: ReactNode }) {
  return (
    <StorefrontProvider banner="kroger" services="https://api.test" auth={{ getToken: () => 'token' }}>
      {children}
    </StorefrontProvider>
  );
}

const iframe = () => screen.getByTitle('Card number, expiration date and CVV') as HTMLIFrameElement;
const stateOf = () => document.querySelector('[data-state]')?.getAttribute('data-state');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The iframe's page has loaded (Chromium fires this for a refused page too); the fake frame stays silent. */
const loadPage = () => {
  const frame = fakeSecureFrame(iframe(), origin);
  act(() => fireEvent.load(iframe()));
  return frame;
};

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.useFakeTimers();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // happy-dom's own notice that it loads no frame pages, on Node's console.
  vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined);
  render(<SecureCardFields origin={origin} />, { wrapper: Providers });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('given a secure frame that loads but never says ready (its server refused this origin)', () => {
  it('shows the retry dialog 3 s after the load, not 10 s', async () => {
    loadPage();
    await advance(2_999);
    expect(stateOf()).toBe('loading');
    await advance(1);
    expect(stateOf()).toBe('error');
    const dialog = screen.getByRole('alertdialog', { name: 'Unable to add card' });
    expect(dialog.textContent).toContain(addRetryText);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('tells the developer, once, which origin to allow and where', async () => {
    loadPage();
    await advance(3_000);
    expect(consoleError).toHaveBeenCalledOnce();
    const message = String(consoleError.mock.calls[0]?.[0]);
    expect(message).toContain(`the frame at ${origin} loaded but never said ready`);
    expect(message).toContain(`Allow ${window.location.origin} on the secure-fields server`);
    expect(message).toContain('AISLE_SECURE_FIELDS_PARENT_ORIGINS');

    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    loadPage();
    await advance(3_000);
    expect(stateOf()).toBe('error');
    expect(consoleError).toHaveBeenCalledOnce();
  });
});

describe('given a healthy secure frame', () => {
  it('stays loaded once it says ready, and logs nothing', async () => {
    const frame = loadPage();
    await act(() => frame.send({ type: 'ready' }));
    await advance(30_000);
    expect(stateOf()).toBe('loaded');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('still has 10 s to load when its page is slow', async () => {
    await advance(9_000);
    const frame = loadPage();
    await act(() => frame.send({ type: 'ready' }));
    await advance(5_000);
    expect(stateOf()).toBe('loaded');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
