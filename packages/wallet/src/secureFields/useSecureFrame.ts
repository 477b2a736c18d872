'use client';

import {
  useCallback,
  useMemo,
  useEffect,
  useInsertionEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useWalletMessages } from '../messages';
import { frameRefusedMessage, readyAfterLoadMs } from './frameRefusal';
import { readFrameTheme } from './frameTheme';
import {
  parseFrameMessage,
  SecureFieldError,
  secureFieldErrorKind,
  secureFieldSource,
  type HostMessage,
  type SecureCardInfo,
  type SecureFieldFailure,
  type SecureFramePage,
  type SecureFrameResults,
  type SecureFrameTheme,
  type SecurePinBinding,
} from './protocol';
import {
  loadTimeoutMs,
  maxSecureFieldHeight,
  messageTimeoutMs,
  secureFieldErrorMessage,
  secureFieldHeights,
} from './secureFieldRules';

/** The clock the hook waits with; the global one (fake timers included) unless a test gives its own. */
export interface SecureFrameTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Read at call time, so Vitest's fake timers replace them.
const globalTimers: SecureFrameTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type SecureFrameState = 'loading' | 'loaded' | 'error';

export interface UseSecureFrameOptions<P extends SecureFramePage> {
  /** The secure fields' origin, e.g. `http://127.0.0.1:3001` (the storefront's meta element names it). */
  origin: string;
  page: P;
  /** Overrides the banner values read from the theme where the iframe sits. */
  theme?: SecureFrameTheme;
  /** The cvv page: the card's brand, so an Amex CVV must have 4 digits. */
  cardBrand?: string;
  onFocus?: (field?: string) => void;
  onBlur?: (field?: string) => void;
  onAutofill?: (field?: string) => void;
  onCardInfo?: (info: SecureCardInfo) => void;
  /** The message of a generic error or a timeout; the spec's 'Invalid card information.' unless set. */
  defaultMessage?: string;
  timers?: SecureFrameTimers;
  /**
   * Where a page lives, when not at `{origin}/frames/{page}` (stories and demos use in-memory
   * frames: `demoSecureFrameUrl` from `@aisle/wallet/testing`). The frame must still answer from `origin`.
   */
  frameUrl?: (page: SecureFramePage, parentOrigin: string) => string;
}

export interface SecureFrame<P extends SecureFramePage> {
  /** Give it to the iframe: messages are accepted only from its `contentWindow`. */
  iframeRef: RefObject<HTMLIFrameElement | null>;
  /** Undefined on the server and during hydration: the parent origin is the browser's. */
  src: string | undefined;
  /** 0, then one more per retry: key the iframe with it so a retry loads it afresh. */
  attempt: number;
  state: SecureFrameState;
  /** 78 px, 112 px after a CVV error, more if the frame's content needs it (a narrow frame). */
  height: number;
  cvvError: boolean;
  /** Give it to the iframe's `onLoad`: it sends `init`. */
  onLoad: () => void;
  retry: () => void;
  /**
   * Tokenises what the shopper typed: the `ok` payload, or a SecureFieldError. The PIN page takes
   * the card the PIN is for: its encrypted PIN then works for that card only (protocol.ts).
   */
  submit: (binding?: SecurePinBinding) => Promise<SecureFrameResults[P]>;
}

interface Pending {
  resolve: (result: never) => void;
  reject: (error: SecureFieldError) => void;
  timer: unknown;
  timers: SecureFrameTimers;
}

const subscribeNever = () => () => undefined;
const browserOrigin = () => window.location.origin;
const noOrigin = () => undefined;

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const newRequestId = () =>
  globalThis.crypto?.randomUUID?.() ?? `r${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/**
 * One secure frame from the host's side (spec §4 "Card input frames"): its load state with the
 * growing timeout and retry, `submit` with the 11 s message timeout, and the message filter that
 * accepts only the frame's origin *and* window. Touches no `window` while rendering.
 */
export function useSecureFrame<P extends SecureFramePage>(options: UseSecureFrameOptions<P>): SecureFrame<P> {
  const { origin, page, frameUrl } = options;
  const messages = useWalletMessages();
  const frameOrigin = originOf(origin);
  const parentOrigin = useSyncExternalStore(subscribeNever, browserOrigin, noOrigin);
  const src = useMemo(() => {
    if (!frameOrigin || !parentOrigin) return undefined;
    return (
      frameUrl?.(page, parentOrigin) ?? `${frameOrigin}/frames/${page}?parentOrigin=${encodeURIComponent(parentOrigin)}`
    );
    // A new URL per render would reload the frame: the function is read once per page and origin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frameOrigin, parentOrigin, page]);

  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SecureFrameState>('loading');
  const [cvvError, setCvvError] = useState(false);
  const [reportedHeight, setReportedHeight] = useState(0);
  const [pageLoaded, setPageLoaded] = useState(false);
  const refusalLogged = useRef(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const pending = useRef(new Map<string, Pending>());
  // Callbacks and words are read when a message arrives, so inline props never re-subscribe.
  const latest = useRef({ options, messages });
  useInsertionEffect(() => {
    latest.current = { options, messages };
  });

  const fallback = () => latest.current.options.defaultMessage ?? latest.current.messages.invalidCardInformation;
  const timers = () => latest.current.options.timers ?? globalTimers;

  const failAll = useCallback((code: SecureFieldFailure) => {
    const message = latest.current.options.defaultMessage ?? latest.current.messages.invalidCardInformation;
    for (const [requestId, request] of pending.current) {
      request.timers.clearTimeout(request.timer);
      pending.current.delete(requestId);
      request.reject(new SecureFieldError(code, 'generic', message));
    }
  }, []);

  // Load: 10 s, then 10 s more per retry up to 30 s (the PIN widget: 30 s).
  useEffect(() => {
    if (state !== 'loading') return;
    const clock = latest.current.options.timers ?? globalTimers;
    const timer = clock.setTimeout(
      () => setState((current) => (current === 'loading' ? 'error' : current)),
      loadTimeoutMs(page, attempt),
    );
    return () => clock.clearTimeout(timer);
  }, [state, attempt, page]);

  // Loaded but silent: refused or broken, not slow (see frameRefusal.ts), so no need to wait 10 s.
  useEffect(() => {
    if (state !== 'loading' || !pageLoaded || !frameOrigin || !parentOrigin) return;
    const clock = latest.current.options.timers ?? globalTimers;
    const timer = clock.setTimeout(() => {
      setState('error');
      if (refusalLogged.current) return;
      refusalLogged.current = true;
      console.error(frameRefusedMessage(parentOrigin, frameOrigin));
    }, readyAfterLoadMs);
    return () => clock.clearTimeout(timer);
  }, [state, pageLoaded, frameOrigin, parentOrigin]);

  useEffect(() => {
    if (!frameOrigin) return;
    const settle = (requestId: string) => {
      const request = pending.current.get(requestId);
      if (!request) return undefined;
      request.timers.clearTimeout(request.timer);
      pending.current.delete(requestId);
      return request;
    };
    const onMessage = (event: MessageEvent) => {
      const frameWindow = iframeRef.current?.contentWindow;
      if (event.origin !== frameOrigin || !frameWindow || event.source !== frameWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      const { options: current, messages: words } = latest.current;
      switch (message.type) {
        case 'ready':
          setState((now) => (now === 'loading' ? 'loaded' : now));
          return;
        case 'focus':
          return current.onFocus?.(message.field);
        case 'blur':
          return current.onBlur?.(message.field);
        case 'autofill':
          return current.onAutofill?.(message.field);
        case 'cardInfo':
          return current.onCardInfo?.({ cardType: message.cardType, isValidCard: message.isValidCard });
        case 'resize':
          setReportedHeight(Math.min(Math.max(0, Math.ceil(message.height)), maxSecureFieldHeight));
          return;
        case 'ok': {
          const request = settle(message.requestId);
          if (!request) return;
          const { source: _source, type: _type, requestId: _requestId, ...result } = message;
          setCvvError(false);
          return request.resolve(result as never);
        }
        case 'error': {
          const request = settle(message.requestId);
          if (!request) return;
          const kind = secureFieldErrorKind(message.code);
          const text = secureFieldErrorMessage(message.code, message.message, page, words, fallback());
          setCvvError(kind === 'cvv');
          return request.reject(new SecureFieldError(message.code, kind, text));
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin, page]);

  // Leaving: nobody is waiting on a frame that is gone.
  useEffect(() => () => failAll('not-loaded'), [failAll]);

  const onLoad = useCallback(() => {
    const iframe = iframeRef.current;
    const frameWindow = iframe?.contentWindow;
    // An iframe without src loads about:blank first: that is not the frame.
    if (!iframe || !frameWindow || !frameOrigin || !iframe.getAttribute('src')) return;
    setPageLoaded(true);
    const { theme, cardBrand } = latest.current.options;
    const init: HostMessage = {
      source: secureFieldSource,
      type: 'init',
      theme: { ...readFrameTheme(iframe), ...theme },
      ...(cardBrand ? { cardBrand } : {}),
    };
    frameWindow.postMessage(init, frameOrigin);
  }, [frameOrigin]);

  const retry = useCallback(() => {
    failAll('not-loaded');
    setAttempt((count) => count + 1);
    setPageLoaded(false);
    setState('loading');
    setCvvError(false);
    setReportedHeight(0);
  }, [failAll]);

  const submit = useCallback(
    (binding?: SecurePinBinding): Promise<SecureFrameResults[P]> => {
      const frameWindow = iframeRef.current?.contentWindow;
      if (state !== 'loaded' || !frameWindow || !frameOrigin) {
        return Promise.reject(new SecureFieldError('not-loaded', 'generic', fallback()));
      }
      const requestId = newRequestId();
      const clock = timers();
      return new Promise<SecureFrameResults[P]>((resolve, reject) => {
        const timer = clock.setTimeout(() => {
          pending.current.delete(requestId);
          reject(new SecureFieldError('timeout', 'generic', fallback()));
        }, messageTimeoutMs(page));
        pending.current.set(requestId, { resolve: resolve as (result: never) => void, reject, timer, timers: clock });
        const paymentGram = page === 'pin' ? binding?.paymentGram : undefined;
        const message: HostMessage = {
          source: secureFieldSource,
          type: 'submit',
          requestId,
          ...(paymentGram ? { paymentGram } : {}),
        };
        frameWindow.postMessage(message, frameOrigin);
      });
    },
    [state, frameOrigin, page],
  );

  const height = Math.max(cvvError ? secureFieldHeights.cvvError : secureFieldHeights.normal, reportedHeight);
  return { iframeRef, src, attempt, state, height, cvvError, onLoad, retry, submit };
}
