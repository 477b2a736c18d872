/**
 * Why POST /payment/v2/wallet/cards/ebt/balance refused an `encryptedPin` that it could read (422):
 * the PIN widget binds each encrypted PIN to the card it was typed for, that card's shopper, a few
 * minutes and one use. None of them is a wrong PIN, and none counts as a PIN attempt: the shopper
 * types the PIN again, and the widget seals it afresh.
 *
 * - `PIN_EXPIRED`: the entry is older than the widget's time window (or unknown to this server).
 * - `PIN_ALREADY_USED`: the entry was used by an earlier check (a replay).
 * - `PIN_OTHER_CARD`: the entry was typed for another card than the request's `paymentgram`.
 * - `PIN_OTHER_SHOPPER`: the entry was typed for another shopper's card.
 */
export const pinEntryRefusalCodes = ['PIN_EXPIRED', 'PIN_ALREADY_USED', 'PIN_OTHER_CARD', 'PIN_OTHER_SHOPPER'] as const;
export type PinEntryRefusalCode = (typeof pinEntryRefusalCodes)[number];

/** Whether an error code says the encrypted PIN cannot be used and the PIN must be typed again. */
export const isPinEntryRefusal = (code: unknown): code is PinEntryRefusalCode =>
  (pinEntryRefusalCodes as readonly unknown[]).includes(code);
