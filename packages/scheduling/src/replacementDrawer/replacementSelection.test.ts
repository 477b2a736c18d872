import { describe, expect, it } from 'vitest';
import {
  activeSelections,
  isReplacementSelectionValid,
  readReplacementSelection,
  readReplacementSelections,
  replacementSelectionTtlMinutes,
  toReplacementSelection,
  withSelection,
  type ReplacementSelection,
} from './replacementSelection';

const gala = '0000000004133';
const fuji = '0000000004131';
const honeycrisp = '0000000004135';
const juice = '0001111012002';
const cartLines = [
  { gtin13: '0001111041700', quantity: 1 },
  { gtin13: gala, quantity: 3 },
  { gtin13: juice, quantity: 1 },
];
const noon = new Date('2026-11-22T12:00:00Z');
const at = (iso: string) => new Date(iso);

const record = (overrides: Partial<ReplacementSelection> = {}): ReplacementSelection => ({
  originalLineItemUpc: gala,
  newLineItemUpc: fuji,
  newLineItemQuantity: 3,
  previousQuantityValue: 3,
  itemIndex: 1,
  ttl: '2026-11-22T13:00:00.000Z',
  ...overrides,
});

describe('toReplacementSelection', () => {
  it('keeps the chosen item, the line’s quantity and place, and a ttl 60 minutes on', () => {
    expect(replacementSelectionTtlMinutes).toBe(60);
    expect(
      toReplacementSelection({ original: { gtin13: gala, quantity: 2 }, newLineItemUpc: fuji }, cartLines, noon),
    ).toEqual(record());
  });

  it('takes another quantity for the replacement, keeping the one it replaces', () => {
    const chosen = toReplacementSelection(
      { original: { gtin13: gala, quantity: 3 }, newLineItemUpc: fuji, newLineItemQuantity: 1 },
      cartLines,
      noon,
    );
    expect([chosen.newLineItemQuantity, chosen.previousQuantityValue]).toEqual([1, 3]);
  });

  it('uses the quote’s quantity and index -1 for an item the cart no longer has', () => {
    const chosen = toReplacementSelection(
      { original: { gtin13: honeycrisp, quantity: 4 }, newLineItemUpc: fuji },
      [],
      noon,
    );
    expect(chosen).toMatchObject({ itemIndex: -1, previousQuantityValue: 4, newLineItemQuantity: 4 });
  });

  it('takes the clock as a function, and another expiry', () => {
    const chosen = toReplacementSelection(
      { original: { gtin13: gala, quantity: 3 }, newLineItemUpc: fuji },
      cartLines,
      () => noon,
      { ttlMinutes: 5 },
    );
    expect(chosen.ttl).toBe('2026-11-22T12:05:00.000Z');
  });
});

describe('isReplacementSelectionValid', () => {
  it('holds until its ttl, and not from it', () => {
    expect(isReplacementSelectionValid(record(), at('2026-11-22T12:59:59.999Z'))).toBe(true);
    expect(isReplacementSelectionValid(record(), at('2026-11-22T13:00:00.000Z'))).toBe(false);
  });

  it('counts an unreadable ttl as expired', () => {
    expect(isReplacementSelectionValid({ ttl: 'later' }, noon)).toBe(false);
    expect(isReplacementSelectionValid({ ttl: '' }, noon)).toBe(false);
  });
});

describe('activeSelections and withSelection', () => {
  const expired = record({ originalLineItemUpc: juice, ttl: '2026-11-22T11:59:00.000Z' });

  it('drops expired records and keeps the latest choice per item', () => {
    const later = record({ newLineItemUpc: honeycrisp, ttl: '2026-11-22T13:30:00.000Z' });
    expect(activeSelections([record(), expired, later], noon)).toEqual([later]);
  });

  it('puts a new choice in place of the earlier one for the same item, keeping the others', () => {
    const other = record({ originalLineItemUpc: '0001111041700', newLineItemUpc: '0001111041702' });
    const again = record({ newLineItemUpc: honeycrisp });
    expect(withSelection([record(), other, expired], again, noon)).toEqual([other, again]);
  });
});

describe('readReplacementSelection(s)', () => {
  it('reads back what was stored, through JSON', () => {
    const stored = [record(), record({ originalLineItemUpc: juice, itemIndex: 2 })];
    expect(readReplacementSelections(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it.each([
    null,
    'text',
    42,
    {},
    { ...record(), ttl: 7 },
    { ...record(), itemIndex: '1' },
    { ...record(), newLineItemUpc: '' },
  ])('refuses %j', (value) => {
    expect(readReplacementSelection(value)).toBeNull();
  });

  it('leaves out what is not a record, and reads anything else as none', () => {
    expect(readReplacementSelections([record(), { ttl: 1 }])).toEqual([record()]);
    expect(readReplacementSelections({ records: [] })).toEqual([]);
  });
});
