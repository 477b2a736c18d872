import type { BotTelemetry } from '@aisle/wallet';

/**
 * The storefront's `botTelemetry`: a reference stand-in for a bot-detection sensor, the signals a
 * browser states about itself (automation, touch) in a versioned header value. Undefined on the
 * server, which has no browser to describe.
 */
export const referenceBotTelemetry: BotTelemetry = () => {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return undefined;
  const automated = navigator.webdriver ? 1 : 0;
  const touch = Math.min(navigator.maxTouchPoints || 0, 10);
  return `v1;webdriver=${automated};touch=${touch}`;
};
