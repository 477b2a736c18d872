import { cardBrands, type CardBrand } from '@aisle/contracts/wallet';

// The first digits of each brand (§3: the brand is "guessed from the first digits"), the same
// prefixes as the secure card frame's (src/secureFields/cardRules.ts); they do not overlap.
const prefixes: readonly [CardBrand, RegExp][] = [
  ['VISA', /^4/],
  ['MASTERCARD', /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['AMEX', /^3[47]/],
  ['DISCOVER', /^(?:6011|64[4-9]|65)/],
  ['DINERS', /^(?:36|30[0-5])/],
  ['JCB', /^35(?:2[89]|[3-8]\d)/],
  ['UNIONPAY', /^62/],
];

/** The brand of a bank card from its first six digits; NONE when no brand starts so. */
export function guessBrand(firstSix: string | null | undefined): CardBrand {
  if (!firstSix || !/^\d{6}$/.test(firstSix)) return 'NONE';
  return prefixes.find(([, prefix]) => prefix.test(firstSix))?.[0] ?? 'NONE';
}

/** The vault's brand when it names a bank-card brand, else the brand the first six digits suggest. */
export function readBrand(tokenBrand: string | null, firstSix: string | null): CardBrand {
  const named = cardBrands.find((brand) => brand === (tokenBrand ?? '').trim().toUpperCase());
  return named && named !== 'EBT' && named !== 'NONE' ? named : guessBrand(firstSix);
}

const imageTypes: Record<CardBrand, string> = {
  VISA: 'VI',
  MASTERCARD: 'MC',
  AMEX: 'AX',
  DISCOVER: 'DS',
  DINERS: 'DC',
  JCB: 'JC',
  UNIONPAY: 'UP',
  EBT: 'EBT',
  NONE: 'NONE',
};

/** The card art the flyout shows (§3 "imageType (for example MC, DS, AX, EBT, GC)"). */
export function imageTypeOf(brand: CardBrand, cardType: string): string {
  return cardType === 'GIFT_CARD' ? 'GC' : imageTypes[brand];
}

/** How the card names itself in a list: 'VISA ending in 1111'. */
export function describeCard(brand: CardBrand, cardType: string, lastFour: string): string {
  if (cardType === 'GIFT_CARD') return `Gift card ending in ${lastFour}`;
  if (cardType === 'EBT_CARD') return `SNAP EBT card ending in ${lastFour}`;
  return `${brand} ending in ${lastFour}`;
}
