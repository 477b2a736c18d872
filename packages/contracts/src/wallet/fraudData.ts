// The fraud and device data that travel with the wallet's calls (wallet spec §3 "Add card via the
// card vault", §7 headers and the POST /payment/v2/wallet rows). The spec names no header and gives
// no sizes: these are ours, shared by the client (which drops what would not fit) and the reference
// API (which refuses it), so a host's odd value can never cost a shopper their card.

/** §7 "a bot-detection telemetry header when available". */
export const walletFraudHeaders = {
  botTelemetry: 'X-Bot-Telemetry',
} as const;

/** Long enough for a bot-detection sensor's token; far below what servers take in one header line. */
export const botTelemetryMaxLength = 4096;

/**
 * What a header value may hold: visible ASCII, spaces and tabs. `fetch` throws on anything else
 * (a line break, a character beyond Latin-1), which would fail the call the header rides on.
 */
export const botTelemetryCharacters = /^[\t\x20-\x7e]+$/;

/** The most characters each `deviceInfo` field may hold. */
export const deviceInfoLimits = {
  pageId: 200,
  sessionId: 200,
  ubaId: 200,
  /** The behaviour events, serialised by the fraud script: the only field that grows with use. */
  ubaEvents: 20_000,
} as const;
