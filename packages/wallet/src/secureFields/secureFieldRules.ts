import { walletMessages, type WalletMessages } from '../messages';
import type { SecureFramePage } from './protocol';

/** Spec §4 and §9: "starts at 10 s, +10 s per retry, cap 30 s", "frame message timeout 11 s", "PIN widget timeouts 30000 ms". */
export const secureFrameTimeouts = {
  loadMs: 10_000,
  loadStepMs: 10_000,
  loadMaxMs: 30_000,
  messageMs: 11_000,
  pinWidgetMs: 30_000,
} as const;

/** How long the frame has to say `ready` on this attempt (0 the first load, 1 the first retry, …). */
export function loadTimeoutMs(page: SecureFramePage, attempt: number): number {
  if (page === 'pin') return secureFrameTimeouts.pinWidgetMs;
  const { loadMs, loadStepMs, loadMaxMs } = secureFrameTimeouts;
  return Math.min(loadMs + attempt * loadStepMs, loadMaxMs);
}

/** How long a `submit` may wait for its `ok` or `error`. */
export const messageTimeoutMs = (page: SecureFramePage) =>
  page === 'pin' ? secureFrameTimeouts.pinWidgetMs : secureFrameTimeouts.messageMs;

/** Spec §9: "Secure field height 78 px (112 px on bad CVV)". */
export const secureFieldHeights = { normal: 78, cvvError: 112 } as const;

/** A frame that asks for more room than this is wrong: it never gets it. */
export const maxSecureFieldHeight = 400;

/** Shown with the retry dialog when the frame did not load in time (a client timeout, as §8 reports one). */
export const secureFrameLoadErrorCode = 408;

/**
 * The message for a frame error, from the host's (overridable) table: the spec's card-frame
 * messages by code (§5), the invalid-PIN message for the PIN widget's codes (§8: 55, 893, 894), and
 * `fallback` for anything else. 881 covers two messages; the frame's English tells which.
 */
export function secureFieldErrorMessage(
  code: number,
  frameMessage: string,
  page: SecureFramePage,
  messages: WalletMessages,
  fallback: string,
): string {
  switch (code) {
    case 871:
      return messages.cardNumberTooShort;
    case 872:
      return messages.cardNumberTooLong;
    case 873:
      return messages.cardNumberNotNumeric;
    case 874:
    case 876:
      return messages.cardNumberInvalid;
    case 881:
      return frameMessage === walletMessages.cvvInvalid ? messages.cvvInvalid : messages.cvvTooShort;
    case 882:
      return messages.cvvTooLong;
    case 55:
    case 893:
    case 894:
      return page === 'pin' ? messages.invalidPin : fallback;
    default:
      return fallback;
  }
}
