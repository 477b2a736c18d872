import { normalisePostalCode, regionFromCodeOrName, type CountryCode } from '@aisle/contracts';
import { directionals, streetSuffixes, unitDesignators } from './abbreviations';

const lower = (word: string) => word.toLowerCase();

/** Trims, turns runs of spaces into one, and drops the periods and commas USPS leaves out. */
export const collapse = (text: string) => text.replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Title case for one word: 'MAIN' → 'Main', 'winston-salem' → 'Winston-Salem', "o'neil" → "O'Neil";
 * words with digits keep ordinals lower-case ('45TH' → '45th') and anything else upper-case ('4b' → '4B').
 */
export function titleWord(word: string): string {
  if (/\d/.test(word)) {
    const [, digits, ordinal] = /^(\d+)(st|nd|rd|th)$/i.exec(word) ?? [];
    return digits && ordinal ? `${digits}${lower(ordinal)}` : word.toUpperCase();
  }
  const capitalised = lower(word)
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
  return capitalised.replace(/^([OD]')(\p{L})/u, (_, prefix: string, letter: string) => prefix + letter.toUpperCase());
}

export const titleCase = (text: string) => collapse(text).split(' ').filter(Boolean).map(titleWord).join(' ');

const isUnitWord = (word: string) => lower(word) in unitDesignators || word.startsWith('#');
const suffixOf = (word: string | undefined) => (word === undefined ? undefined : streetSuffixes[lower(word)]);
const directionalOf = (word: string | undefined) => (word === undefined ? undefined : directionals[lower(word)]);

/** 'apartment 4b' → 'Apt 4B', '#12' → '# 12'. */
function normaliseUnit(words: string[]): string[] {
  const [designator = '', ...rest] = words;
  const identifiers = rest.map((word) => word.toUpperCase());
  if (designator.startsWith('#') && designator.length > 1)
    return ['#', designator.slice(1).toUpperCase(), ...identifiers];
  return [unitDesignators[lower(designator)] ?? titleWord(designator), ...identifiers];
}

/**
 * The street part: house number, directionals, name, suffix. The suffix is the last word (or the one
 * before a trailing directional); a directional or suffix that is the whole name stays spelled out
 * ('100 North St', '12 Court').
 */
function normaliseStreet(words: string[]): string[] {
  const start = /^\d/.test(words[0] ?? '') ? 1 : 0;
  const last = words.length - 1;
  const suffixAt = last > start && directionalOf(words[last]) ? last - 1 : last;
  const suffix = suffixAt > start ? suffixOf(words[suffixAt]) : undefined;
  const isSuffix = (index: number) => suffix !== undefined && index === suffixAt;
  const hasName = words.some((word, index) => index >= start && !isSuffix(index) && !directionalOf(word));
  return words.map((word, index) => {
    if (index < start) return word.toUpperCase();
    if (isSuffix(index)) return suffix ?? word;
    const directional = directionalOf(word);
    return directional && hasName ? directional : titleWord(word);
  });
}

/** One address line in USPS style. A line that starts with a unit word is a unit line ('Suite 200'). */
export function normaliseAddressLine(line: string): string {
  const words = collapse(line).split(' ').filter(Boolean);
  const [first] = words;
  if (first === undefined) return '';
  if (isUnitWord(first)) return normaliseUnit(words).join(' ');
  const unitAt = words.findIndex((word, index) => index >= 2 && isUnitWord(word));
  const street = unitAt === -1 ? words : words.slice(0, unitAt);
  const unit = unitAt === -1 ? [] : normaliseUnit(words.slice(unitAt));
  return [...normaliseStreet(street), ...unit].join(' ');
}

/** 'oh' → 'OH', 'Ohio' → 'OH'; an unknown value is only trimmed and upper-cased. */
export function normaliseState(state: string): string {
  const cleaned = collapse(state);
  return regionFromCodeOrName(cleaned)?.code ?? cleaned.toUpperCase();
}

/** US: '45202', or '45202-1234' from '452021234', '45202/1234' or '45202 1234'; Canada: 'K1A 0B1'. */
export function normalisePostal(postalCode: string, country: CountryCode): string {
  const trimmed = postalCode.trim();
  if (country === 'CA') return normalisePostalCode(trimmed.toUpperCase(), 'CA');
  const [, five, four] = /^(\d{5})(?:[-/ ]?(\d{4}))?$/.exec(trimmed) ?? [];
  if (!five) return trimmed;
  return four ? `${five}-${four}` : five;
}
