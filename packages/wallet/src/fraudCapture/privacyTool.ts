// §9 "Privacy-tool wait time-out 5000 ms, polled every 1000 ms": before the fraud-capture script
// loads, the wallet waits for the shopper's privacy (consent) tool, which often loads after the page.

/** §9's wait for the privacy tool. */
export const privacyToolWait = { timeoutMs: 5000, pollMs: 1000 } as const;

/**
 * The shopper's privacy tool, as the host reads it: true lets the fraud-capture script load, false
 * keeps it out, undefined means the tool has not answered yet (it is still loading).
 */
export type PrivacyConsent = () => boolean | undefined;

/** 'no-answer': the tool said nothing within the time-out. */
export type PrivacyToolAnswer = 'allowed' | 'refused' | 'no-answer';

function ask(consent: PrivacyConsent): boolean | undefined {
  try {
    return consent();
  } catch {
    // A tool that throws is one that has not finished loading.
    return undefined;
  }
}

/** Asks the tool at once, then every `pollMs`, until it answers or `timeoutMs` has passed. */
export function waitForPrivacyTool(
  consent: PrivacyConsent,
  { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number } = privacyToolWait,
): Promise<PrivacyToolAnswer> {
  return new Promise((resolve) => {
    let waited = 0;
    const poll = () => {
      const answer = ask(consent);
      if (answer !== undefined) return resolve(answer ? 'allowed' : 'refused');
      if (waited >= timeoutMs) return resolve('no-answer');
      const step = Math.min(pollMs, timeoutMs - waited);
      waited += step;
      setTimeout(poll, step);
    };
    poll();
  });
}
