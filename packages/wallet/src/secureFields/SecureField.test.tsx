import nodeConsole from 'node:console';
import { StorefrontProvider } from '@aisle/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSecureFrame, type FakeSecureFrame } from '../testing/fakeSecureFrame';
import { SecureFieldError } from './protocol';
import {
  SecureCardFields,
  SecureCvvField,
  SecurePinField,
  type SecureCardFieldsProps,
  type SecureFieldHandle,
} from './SecureField';

const origin = 'https://secure.test';

function Providers({ children }: { children: ReactNode }) {
  return (
    <StorefrontProvider banner="kroger" services="https://api.test" auth={{ getToken: () => 'token' }}>
      {children}
    </StorefrontProvider>
  );
}

const iframe = (name = 'Card number, expiration date and CVV') => screen.getByTitle(name) as HTMLIFrameElement;
const stateOf = () => document.querySelector('[data-state]')?.getAttribute('data-state');

function renderCardFields(props: Partial<SecureCardFieldsProps> = {}) {
  const handle = createRef<SecureFieldHandle<'payment'>>();
  render(<SecureCardFields origin={origin} ref={handle} {...props} />, { wrapper: Providers });
  const frame = fakeSecureFrame(iframe(), origin);
  return { handle, frame };
}

/** The handle's submit: the ref is set once the field has rendered. */
function submitOf<P extends 'payment' | 'cvv' | 'pin'>(handle: { current: SecureFieldHandle<P> | null }) {
  if (!handle.current) throw new Error('The field has not rendered its handle.');
  return handle.current.submit();
}

function requestIdOf(frame: FakeSecureFrame): string {
  const requestId = frame.lastRequestId();
  if (!requestId) throw new Error('The host sent no submit.');
  return requestId;
}

const send = (frame: FakeSecureFrame, ...args: Parameters<FakeSecureFrame['send']>) => act(() => frame.send(...args));

/** Submits through the handle and answers as the frame would. */
async function submitAnswered(
  handle: { current: SecureFieldHandle<'payment'> | null },
  frame: FakeSecureFrame,
  answer: object,
) {
  const result = submitOf(handle);
  // Handled now: the answer below may reject it before the caller's expect attaches.
  result.catch(() => undefined);
  const requestId = requestIdOf(frame);
  await send(frame, { requestId, ...answer } as never);
  return result;
}

beforeEach(() => {
  // happy-dom loads no frame pages and says so on its own console (Node's, not the test's):
  // that line only, not every error, is silenced.
  const print = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) print(...args);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('given SecureCardFields', () => {
  it('loads the payment page naming this page’s origin as its parent, hidden until the frame says ready', async () => {
    const { frame } = renderCardFields();
    expect(iframe().getAttribute('src')).toBe(
      `${origin}/frames/payment?parentOrigin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(iframe().getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(stateOf()).toBe('loading');
    await send(frame, { type: 'ready' });
    expect(stateOf()).toBe('loaded');
    expect(iframe().style.height).toBe('78px');
  });

  it('after the iframe loads, sends init to the frame’s origin only, with the theme it was given', () => {
    const { frame } = renderCardFields({ theme: { textColor: '#123456' } });
    fireEvent.load(iframe());
    expect(frame.sent).toEqual([
      {
        message: {
          source: 'aisle-secure-field',
          type: 'init',
          theme: expect.objectContaining({ textColor: '#123456' }),
        },
        targetOrigin: origin,
      },
    ]);
  });

  it('ignores messages from another origin, another window, or without the marker', async () => {
    const { frame } = renderCardFields();
    await send(frame, { type: 'ready' }, { origin: 'https://evil.test' });
    await send(frame, { type: 'ready' }, { origin: window.location.origin });
    await send(frame, { type: 'ready' }, { source: { postMessage: () => undefined } });
    await send(frame, { type: 'ready' }, { source: window });
    await act(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'ready' }, origin, source: frame.window as never }),
      ),
    );
    expect(stateOf()).toBe('loading');

    await send(frame, { type: 'ready' });
    expect(stateOf()).toBe('loaded');
  });

  it('resolves submit only with the answer from the frame’s own origin and window', async () => {
    const { handle, frame } = renderCardFields();
    await send(frame, { type: 'ready' });
    const settled = vi.fn();
    const result = submitOf(handle).then(settled);
    const requestId = requestIdOf(frame);
    expect(frame.sent.at(-1)).toEqual({
      message: { source: 'aisle-secure-field', type: 'submit', requestId },
      targetOrigin: origin,
    });
    const forged = { type: 'ok', requestId, checkoutId: 'forged' } as const;
    await send(frame, forged, { origin: 'https://evil.test' });
    await send(frame, forged, { source: { postMessage: () => undefined } });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    const card = {
      checkoutId: 'token-1',
      brand: 'VISA',
      cardFirstSix: '411111',
      lastFour: '1111',
      expirationMonth: '06',
      expirationYear: '2031',
    } as const;
    await send(frame, { type: 'ok', requestId, ...card });
    await result;
    expect(settled).toHaveBeenCalledWith(card);
  });

  it('passes focus, blur, autofill and card info on', async () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const onAutofill = vi.fn();
    const onCardInfo = vi.fn();
    const { frame } = renderCardFields({ onFocus, onBlur, onAutofill, onCardInfo });
    await send(frame, { type: 'focus', field: 'pan' });
    await send(frame, { type: 'autofill', field: 'pan' });
    await send(frame, { type: 'cardInfo', cardType: 'AMEX', isValidCard: false });
    await send(frame, { type: 'blur', field: 'cvv' });
    expect(onFocus).toHaveBeenCalledWith('pan');
    expect(onAutofill).toHaveBeenCalledWith('pan');
    expect(onCardInfo).toHaveBeenCalledWith({ cardType: 'AMEX', isValidCard: false });
    expect(onBlur).toHaveBeenCalledWith('cvv');
  });

  it('after a CVV error, grows to 112 px and rejects with kind cvv; after a token, is 78 px again', async () => {
    const { handle, frame } = renderCardFields();
    await send(frame, { type: 'ready' });
    const failed = submitAnswered(handle, frame, { type: 'error', code: 881, message: 'CVV too short.' });
    await expect(failed).rejects.toEqual(new SecureFieldError(881, 'cvv', 'CVV too short.'));
    expect(iframe().style.height).toBe('112px');

    const error = await submitAnswered(handle, frame, { type: 'error', code: 874, message: 'x' }).catch((e) => e);
    expect(error).toMatchObject({ code: 874, kind: 'card-number' });
    expect(iframe().style.height).toBe('78px');

    await submitAnswered(handle, frame, { type: 'error', code: 882, message: 'CVV too long.' }).catch(() => undefined);
    expect(iframe().style.height).toBe('112px');
    await submitAnswered(handle, frame, { type: 'ok', checkoutId: 't' });
    expect(iframe().style.height).toBe('78px');
  });

  it('takes the height a narrow frame reports, up to 400 px', async () => {
    const { frame } = renderCardFields();
    await send(frame, { type: 'resize', height: 145.2 });
    expect(iframe().style.height).toBe('146px');
    await send(frame, { type: 'resize', height: 73 });
    expect(iframe().style.height).toBe('78px');
    await send(frame, { type: 'resize', height: 5000 });
    expect(iframe().style.height).toBe('400px');
  });

  it('rejects a submit while the frame is still loading', async () => {
    const { handle } = renderCardFields();
    await expect(submitOf(handle)).rejects.toMatchObject({ code: 'not-loaded', kind: 'generic' });
  });
});

describe('given SecureCardFields with fake timers', () => {
  beforeEach(() => vi.useFakeTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const tryAgain = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));

  it('times the load out after 10 s, then 20, 30 and 30 s after each retry, with the retry dialog', async () => {
    renderCardFields();
    for (const seconds of [10, 20, 30, 30]) {
      await advance(seconds * 1000 - 1);
      expect(stateOf(), `${seconds} s`).toBe('loading');
      await advance(1);
      expect(stateOf(), `${seconds} s`).toBe('error');
      const dialog = screen.getByRole('alertdialog', { name: 'Unable to add card' });
      expect(dialog.textContent).toContain(
        "Sorry, but we're having trouble accepting new card information. Would you like to try again? (Error code: 408)",
      );
      await tryAgain();
    }
  });

  it('after a retry, loads a fresh iframe that can say ready', async () => {
    renderCardFields();
    const first = iframe();
    await advance(10_000);
    await tryAgain();
    expect(iframe()).not.toBe(first);
    await send(fakeSecureFrame(iframe(), origin), { type: 'ready' });
    expect(stateOf()).toBe('loaded');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('after Cancel, tells the form and offers Try Again in the field’s place', async () => {
    const onRetryCancel = vi.fn();
    renderCardFields({ onRetryCancel });
    await advance(10_000);
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onRetryCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByTitle('Card number, expiration date and CVV')).toBeNull();
    await tryAgain();
    expect(stateOf()).toBe('loading');
    expect(onRetryCancel).toHaveBeenCalledOnce();
  });

  it('times a submit out after 11 s with the default message', async () => {
    const { handle, frame } = renderCardFields();
    await send(frame, { type: 'ready' });
    const failed = vi.fn();
    void submitOf(handle).catch(failed);
    await advance(10_999);
    expect(failed).not.toHaveBeenCalled();
    await advance(1);
    expect(failed).toHaveBeenCalledWith(new SecureFieldError('timeout', 'generic', 'Invalid card information.'));
  });
});

describe('given SecureCvvField', () => {
  it('loads the cvv page, names the brand in init, and opens the edit card’s retry dialog', async () => {
    vi.useFakeTimers();
    // A loaded frame that never says ready is logged as refused (SecureField.refusal.test.tsx).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = createRef<SecureFieldHandle<'cvv'>>();
    render(<SecureCvvField origin={origin} ref={handle} cardBrand="AMEX" />, { wrapper: Providers });
    const frame = fakeSecureFrame(iframe('CVV'), origin);
    expect(iframe('CVV').getAttribute('src')).toContain('/frames/cvv?');
    fireEvent.load(iframe('CVV'));
    expect(frame.sent[0]?.message).toMatchObject({ type: 'init', cardBrand: 'AMEX' });
    await act(() => vi.advanceTimersByTime(10_000));
    const dialog = screen.getByRole('alertdialog', { name: 'Unable to edit card' });
    expect(dialog.textContent).toContain(
      'Sorry, you are unable to edit card information at this time. Would you like to try again? (Error code: 408)',
    );
  });
});

describe('given SecurePinField', () => {
  it('is named by the spec’s prompt, waits 30 s for the widget, and answers an encryptedPin', async () => {
    vi.useFakeTimers();
    const handle = createRef<SecureFieldHandle<'pin'>>();
    render(<SecurePinField origin={origin} ref={handle} />, { wrapper: Providers });
    const frame = fakeSecureFrame(iframe('Enter Your SNAP EBT PIN'), origin);
    expect(iframe('Enter Your SNAP EBT PIN').getAttribute('src')).toContain('/frames/pin?');
    await act(() => vi.advanceTimersByTime(29_999));
    await send(frame, { type: 'ready' });
    expect(stateOf()).toBe('loaded');

    const pin = submitOf(handle);
    await send(frame, { type: 'ok', requestId: requestIdOf(frame), encryptedPin: 'sealed' });
    await expect(pin).resolves.toEqual({ encryptedPin: 'sealed' });

    const wrong = submitOf(handle);
    wrong.catch(() => undefined);
    await send(frame, {
      type: 'error',
      requestId: requestIdOf(frame),
      code: 893,
      message: 'Invalid PIN, please try again.',
    });
    await expect(wrong).rejects.toEqual(new SecureFieldError(893, 'generic', 'Invalid PIN, please try again.'));
  });

  it('names the card the PIN is for in its submit, so the encrypted PIN is bound to it', async () => {
    const handle = createRef<SecureFieldHandle<'pin'>>();
    render(<SecurePinField origin={origin} ref={handle} />, { wrapper: Providers });
    const frame = fakeSecureFrame(iframe('Enter Your SNAP EBT PIN'), origin);
    await send(frame, { type: 'ready' });

    const pin = handle.current?.submit({ paymentGram: 'gram-of-the-ebt-card' });
    const submit = frame.sent.at(-1);
    expect(submit).toEqual({
      message: {
        source: 'aisle-secure-field',
        type: 'submit',
        requestId: requestIdOf(frame),
        paymentGram: 'gram-of-the-ebt-card',
      },
      targetOrigin: origin,
    });
    await send(frame, { type: 'ok', requestId: requestIdOf(frame), encryptedPin: 'sealed' });
    await expect(pin).resolves.toEqual({ encryptedPin: 'sealed' });
  });
});

describe('given a card field submitted with a binding', () => {
  it('sends no paymentGram: only the PIN page binds its answer to a card', async () => {
    const { handle, frame } = renderCardFields();
    await send(frame, { type: 'ready' });
    const result = handle.current?.submit({ paymentGram: 'gram' });
    result?.catch(() => undefined);
    expect(frame.sent.at(-1)?.message).toEqual({
      source: 'aisle-secure-field',
      type: 'submit',
      requestId: requestIdOf(frame),
    });
  });
});
