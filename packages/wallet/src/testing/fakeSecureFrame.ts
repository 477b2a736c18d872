import { secureFieldSource, type FrameMessage, type HostMessage } from '../secureFields/protocol';

/** A frame message as a test writes it: the marker is added on sending. */
export type Unmarked<T> = T extends unknown ? Omit<T, 'source'> : never;

export interface FakeSecureFrame {
  /** Stands in for the iframe's `contentWindow`: the host's messages land in `sent`. */
  window: { postMessage(message: HostMessage, targetOrigin: string): void };
  sent: { message: HostMessage; targetOrigin: string }[];
  /** Sends a message as the frame would (marker added), or as an impostor with `from`. */
  send(message: Unmarked<FrameMessage>, from?: { origin?: string; source?: unknown }): void;
  /** The requestId of the host's last `submit`. */
  lastRequestId(): string | undefined;
}

/**
 * A fake secure frame for tests in happy-dom or jsdom, where no frame page loads: it gives the
 * iframe a fake `contentWindow` and dispatches `MessageEvent`s with the frame's origin and window.
 * Wrap `send` in `act()`. A retry remounts the iframe: fake the new one again.
 */
export function fakeSecureFrame(iframe: HTMLIFrameElement, origin: string): FakeSecureFrame {
  const sent: FakeSecureFrame['sent'] = [];
  const frameWindow: FakeSecureFrame['window'] = {
    postMessage: (message, targetOrigin) => sent.push({ message, targetOrigin }),
  };
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => frameWindow });
  const view = iframe.ownerDocument.defaultView ?? window;
  return {
    window: frameWindow,
    sent,
    send(message, from = {}) {
      view.dispatchEvent(
        new MessageEvent('message', {
          data: { source: secureFieldSource, ...message },
          origin: from.origin ?? origin,
          source: (from.source ?? frameWindow) as MessageEventSource,
        }),
      );
    },
    lastRequestId() {
      const submits = sent.map(({ message }) => message).filter((message) => message.type === 'submit');
      const last = submits.at(-1);
      return last?.type === 'submit' ? last.requestId : undefined;
    },
  };
}
