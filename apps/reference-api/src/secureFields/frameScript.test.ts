import { describe, expect, it } from 'vitest';
import { frameRulesConfig, frameRulesScript } from './frameRules';
import { frameBehaviourScript } from './frameScript';

const parentOrigin = 'http://127.0.0.1:3000';
const now = new Date('2026-03-02T15:00:00Z');

interface Element {
  value?: string;
  tagName?: string;
  textContent?: string;
  hidden?: boolean;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: unknown): void;
}

/**
 * The PIN page's script, run on a stand-in for the page it lives in: the config, the PIN input, the
 * parent window it posts to and `fetch`. Enough to follow a `submit` to the server and back.
 */
function pinPage(pin: string, answer: { ok: boolean; body: unknown }) {
  const element = (fields: Partial<Element> = {}): Element => ({
    setAttribute: () => undefined,
    addEventListener: () => undefined,
    ...fields,
  });
  const elements: Record<string, Element> = {
    'aisle-config': element({
      textContent: JSON.stringify({ page: 'pin', parentOrigin, rules: frameRulesConfig(now) }),
    }),
    pin: element({ value: pin, tagName: 'INPUT' }),
    'pin-error': element({ textContent: '', hidden: true }),
    form: element(),
  };
  const posted: Record<string, unknown>[] = [];
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  let onMessage: ((event: unknown) => void) | undefined;
  const parent = { postMessage: (message: Record<string, unknown>) => posted.push(message) };
  const window = {
    parent,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') onMessage = listener;
    },
  };
  const document = {
    getElementById: (id: string) => elements[id] ?? null,
    addEventListener: () => undefined,
    querySelector: () => ({ getBoundingClientRect: () => ({ height: 50 }) }),
    documentElement: { style: { setProperty: () => undefined } },
  };
  const fetch = (path: string, init: { body: string }) => {
    requests.push({ path, body: JSON.parse(init.body) as Record<string, unknown> });
    return Promise.resolve({ ok: answer.ok, json: () => Promise.resolve(answer.body) });
  };
  // The text under test is our own constant, run with the page's globals as parameters.
  new Function('window', 'document', 'fetch', `${frameRulesScript}${frameBehaviourScript}`)(window, document, fetch);
  const submit = async (data: Record<string, unknown>) => {
    onMessage?.({ origin: parentOrigin, source: parent, data: { source: 'aisle-secure-field', ...data } });
    // fetch, response.json() and the answer's handling: a few turns of the microtask queue.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { submit, posted, requests };
}

describe('the PIN page’s script', () => {
  it('posts the PIN with the paymentGram the host named in submit, and hands back only the encryptedPin', async () => {
    const page = pinPage('1234', { ok: true, body: { encryptedPin: 'sealed', pin: '1234' } });
    await page.submit({ type: 'submit', requestId: 'r-1', paymentGram: 'Abc_123-xyz' });
    expect(page.requests).toEqual([{ path: '/pin', body: { pin: '1234', paymentGram: 'Abc_123-xyz' } }]);
    expect(page.posted.at(-1)).toEqual({
      source: 'aisle-secure-field',
      type: 'ok',
      requestId: 'r-1',
      encryptedPin: 'sealed',
    });
  });

  it.each([undefined, 42, 'not a gram', 'x'.repeat(201)])(
    'sends an empty paymentGram for %j, which the server refuses with 800',
    async (paymentGram) => {
      const refusal = { errors: { code: '800', reason: 'Invalid card information.' } };
      const page = pinPage('1234', { ok: false, body: refusal });
      await page.submit({ type: 'submit', requestId: 'r-2', paymentGram });
      expect(page.requests[0]?.body).toEqual({ pin: '1234', paymentGram: '' });
      expect(page.posted.at(-1)).toEqual({
        source: 'aisle-secure-field',
        type: 'error',
        requestId: 'r-2',
        code: 800,
        message: 'Invalid card information.',
      });
    },
  );
});
