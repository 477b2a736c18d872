import { act } from '@testing-library/react';
import { secureFieldSource, type SecureCardResult } from '../../secureFields';

/** What the fake frame answers to `submit`: a token, or a frame error (spec §8 card-frame codes). */
export type FakeFrameAnswer =
  { ok: Partial<SecureCardResult> & { checkoutId: string } } | { error: { code: number; message: string } } | 'silent';

export const secureOrigin = 'https://secure.test';

export const sampleCardResult: SecureCardResult = {
  checkoutId: 'chk-4242',
  brand: 'VISA',
  cardFirstSix: '424242',
  lastFour: '4242',
  expirationMonth: '09',
  expirationYear: '2031',
};

/**
 * Stands in for a hosted secure frame in happy-dom, which loads no iframe pages: gives the iframe a
 * window of its own, says `ready` from it, and answers each `submit` as told. Messages come from
 * the frame's origin and window, as the host requires.
 */
export function fakeSecureFrame(iframe: HTMLIFrameElement, answer: FakeFrameAnswer = { ok: sampleCardResult }) {
  let next = answer;
  const submits: string[] = [];
  const frameWindow = {
    postMessage(message: { type: string; requestId?: string }) {
      if (message.type !== 'submit' || !message.requestId) return;
      submits.push(message.requestId);
      const requestId = message.requestId;
      const reply = next;
      if (reply === 'silent') return;
      // Answered a moment later, as a real frame would.
      setTimeout(() =>
        send(
          'ok' in reply
            ? { type: 'ok', requestId, ...sampleCardResult, ...reply.ok }
            : { type: 'error', requestId, ...reply.error },
        ),
      );
    },
  };
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => frameWindow });
  const send = (data: Record<string, unknown>) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: secureOrigin,
          source: frameWindow as unknown as Window,
          data: { source: secureFieldSource, ...data },
        }),
      );
    });
  send({ type: 'ready' });
  return {
    /** How many times the host asked for a token. */
    get submitCount() {
      return submits.length;
    },
    answerWith(reply: FakeFrameAnswer) {
      next = reply;
    },
  };
}
