/**
 * The words @aisle/core can show on its own: the generic error messages the specs share. Feature
 * packages keep their own tables and read them through the same `useMessages`.
 */
export const coreMessages = {
  offline: 'You appear to be offline. Please restore network connectivity to continue.',
  sessionExpired: 'Your session has expired.',
  /**
   * The specs' generic message "with the customer service number"; its exact wording is not shown,
   * so this is the wallet's timeout message, which has that shape. `{phone}` is replaced.
   */
  technicalDifficulties:
    "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at {phone}.",
  /** Code LF8745B (scheduling and checkout specs). */
  temporarilyUnavailable: 'We are experiencing technical difficulties. Please try again in a few moments.',
};

export type CoreMessages = typeof coreMessages;

/** Message overrides a product team passes to the provider, per package: `{ account: { … }, ui: { … } }`. */
export type MessageOverrides = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;
