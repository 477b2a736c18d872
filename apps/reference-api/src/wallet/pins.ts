import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverKey } from '../secrets/serverKeys';

// Keyed and salted by the card: with 10,000 possible PINs, a plain hash would give them all away.
const pinHashKey = () => serverKey('wallet');

/** What an EBT or gift card keeps of its PIN. */
export const hashPin = (cardId: string, pin: string) =>
  createHmac('sha256', pinHashKey()).update(`${cardId}:${pin}`).digest('hex');

/** Whether the PIN is the card's; a card without a stored PIN has no right PIN. */
export function pinMatches(cardId: string, pin: string, stored: string | null): boolean {
  if (!stored) return false;
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(hashPin(cardId, pin), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
