/**
 * The card rules of the secure card fields (wallet spec §3 "brand … guessed from the first
 * digits", §5 "Card-frame messages", §8 "Card frame response codes"). The server checks every
 * token request with these; the frame page gets the same brand table in its config and applies
 * the same order of checks in `frameRulesScript`, so the shopper hears the same answer locally.
 */

/** A card frame response code and its message, exactly as the spec words them. */
export interface FrameProblem {
  code: number;
  message: string;
}

export const frameProblems = {
  cardNumberTooShort: { code: 871, message: 'Card number too short.' },
  cardNumberTooLong: { code: 872, message: 'Card number too long.' },
  cardNumberNotNumeric: { code: 873, message: 'Card number not numeric.' },
  /** 874: the number fails the Luhn check. */
  cardNumberInvalid: { code: 874, message: 'Please enter a valid credit or debit card.' },
  /** 876: no brand we accept starts with these digits (spec brand NONE). */
  cardBrandUnsupported: { code: 876, message: 'Please enter a valid credit or debit card.' },
  cvvTooShort: { code: 881, message: 'CVV too short.' },
  cvvTooLong: { code: 882, message: 'CVV too long.' },
  /**
   * A CVV with anything but digits. The spec gives the message without a code; 881 keeps it a CVV
   * error (§8: 881 and 882 are CVV errors), so the host grows the field and shows no banner.
   */
  cvvNotNumeric: { code: 881, message: 'Invalid CVV.' },
  /**
   * Ours, outside the provider's 87x/88x range: a missing or past expiry, a malformed request.
   * §8: "Others give a generic error"; the message is the spec's fallback.
   */
  invalidCardInformation: { code: 800, message: 'Invalid card information.' },
  /** Ours for the PIN widget: §8 lists 893 among the codes that mean 'Invalid PIN, please try again.'. */
  invalidPin: { code: 893, message: 'Invalid PIN, please try again.' },
} as const satisfies Record<string, FrameProblem>;

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'DINERS' | 'JCB' | 'UNIONPAY';

/** One brand: the first digits that name it, the lengths its numbers have, its CVV length. */
export interface BrandRule {
  brand: CardBrand;
  /** A regular expression source, anchored at the start: the frame page receives it as text. */
  prefix: string;
  minLength: number;
  maxLength: number;
  cvvLength: number;
}

/** First match wins; the prefixes do not overlap. */
export const brandRules: readonly BrandRule[] = [
  { brand: 'VISA', prefix: '^4', minLength: 13, maxLength: 19, cvvLength: 3 },
  // 51–55 and the 2-series 2221–2720.
  {
    brand: 'MASTERCARD',
    prefix: '^(?:5[1-5]|222[1-9]|22[3-9]\\d|2[3-6]\\d\\d|27[01]\\d|2720)',
    minLength: 16,
    maxLength: 16,
    cvvLength: 3,
  },
  { brand: 'AMEX', prefix: '^3[47]', minLength: 15, maxLength: 15, cvvLength: 4 },
  { brand: 'DISCOVER', prefix: '^(?:6011|64[4-9]|65)', minLength: 16, maxLength: 19, cvvLength: 3 },
  { brand: 'DINERS', prefix: '^(?:36|30[0-5])', minLength: 14, maxLength: 19, cvvLength: 3 },
  { brand: 'JCB', prefix: '^35(?:2[89]|[3-8]\\d)', minLength: 16, maxLength: 19, cvvLength: 3 },
  { brand: 'UNIONPAY', prefix: '^62', minLength: 16, maxLength: 19, cvvLength: 3 },
];

/** No card number is shorter or longer than these, whatever its brand. */
export const panLengths = { min: 12, max: 19 } as const;

/** The brand the first digits name, or 'NONE' (spec §3). */
export function brandOf(digits: string): CardBrand | 'NONE' {
  return brandRules.find((rule) => new RegExp(rule.prefix).test(digits))?.brand ?? 'NONE';
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Spaces and dashes are how people group a number; anything else makes it not numeric. */
export const panDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** Checks a typed card number: the problem, or the brand it belongs to. */
export function checkPan(typed: string): { problem: FrameProblem } | { brand: CardBrand } {
  const pan = panDigits(typed);
  if (!/^\d*$/.test(pan)) return { problem: frameProblems.cardNumberNotNumeric };
  if (pan.length < panLengths.min) return { problem: frameProblems.cardNumberTooShort };
  if (pan.length > panLengths.max) return { problem: frameProblems.cardNumberTooLong };
  const rule = brandRules.find((candidate) => new RegExp(candidate.prefix).test(pan));
  if (!rule) return { problem: frameProblems.cardBrandUnsupported };
  if (pan.length < rule.minLength) return { problem: frameProblems.cardNumberTooShort };
  if (pan.length > rule.maxLength) return { problem: frameProblems.cardNumberTooLong };
  if (!passesLuhn(pan)) return { problem: frameProblems.cardNumberInvalid };
  return { brand: rule.brand };
}

/**
 * Checks a CVV against its brand's length; without a brand (the edit card's CVV field) any CVV of
 * 3 or 4 digits will do.
 */
export function checkCvv(cvv: string, brand?: CardBrand): FrameProblem | undefined {
  if (!/^\d*$/.test(cvv)) return frameProblems.cvvNotNumeric;
  const rule = brand ? brandRules.find((candidate) => candidate.brand === brand) : undefined;
  const min = rule?.cvvLength ?? 3;
  const max = rule?.cvvLength ?? 4;
  if (cvv.length < min) return frameProblems.cvvTooShort;
  if (cvv.length > max) return frameProblems.cvvTooLong;
  return undefined;
}

/** The years the frame offers: this year and the next ten (UTC, spec §9). */
export function expirationYears(now: Date): string[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: 11 }, (_, index) => String(first + index));
}

export const expirationMonths = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** A two-digit month and a four-digit year from the offered ones, not before this month (UTC). */
export function checkExpiration(month: string, year: string, now: Date): FrameProblem | undefined {
  if (!expirationMonths.includes(month) || !expirationYears(now).includes(year)) {
    return frameProblems.invalidCardInformation;
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = Number(year) * 12 + (Number(month) - 1);
  return expiry < thisMonth ? frameProblems.invalidCardInformation : undefined;
}

/** The SNAP EBT PIN: exactly four digits (spec §9). */
export const isPin = (pin: string) => /^\d{4}$/.test(pin);
