import { act, screen } from '@testing-library/react';
import type { SecureCardResult } from '../secureFields';
import { fakeSecureFrame } from './fakeSecureFrame';

/** The secure fields' origin in the flyout's and the wallet page's tests. */
export const secureOrigin = 'https://secure.test';

/** What the fake frame answers to `submit`: a token, a frame error (spec §8 card-frame codes), or nothing at all. */
export type FrameAnswer =
  { ok: Partial<SecureCardResult> & { checkoutId: string } } | { error: { code: number; message: string } } | 'silent';

export const sampleCardResult: SecureCardResult = {
  checkoutId: 'chk-4242',
  brand: 'VISA',
  cardFirstSix: '424242',
  lastFour: '4242',
  expirationMonth: '09',
  expirationYear: '2031',
};

/**
 * The secure frame on the screen, faked with `fakeSecureFrame` (happy-dom loads no frame pages):
 * it says `ready` and answers each `submit` a moment later, as a real frame would, as told.
 */
export async function loadSecureFrame(title: string, answer: FrameAnswer = { ok: sampleCardResult }) {
  const iframe = await screen.findByTitle<HTMLIFrameElement>(title);
  const frame = fakeSecureFrame(iframe, secureOrigin);
  let next = answer;
  const hostPost = frame.window.postMessage;
  frame.window.postMessage = (message, targetOrigin) => {
    hostPost(message, targetOrigin);
    if (message.type !== 'submit' || next === 'silent') return;
    const reply = next;
    const { requestId } = message;
    setTimeout(() =>
      act(() =>
        frame.send(
          'ok' in reply
            ? { type: 'ok', requestId, ...sampleCardResult, ...reply.ok }
            : { type: 'error', requestId, ...reply.error },
        ),
      ),
    );
  };
  act(() => frame.send({ type: 'ready' }));
  return {
    /** How many times the host asked for a token. */
    get submitCount() {
      return frame.sent.filter(({ message }) => message.type === 'submit').length;
    },
    answerWith(reply: FrameAnswer) {
      next = reply;
    },
  };
}
