// The replacement a shopper chose for an unavailable item, as a host keeps it (scheduling spec §3
// "Stored replacement selection", §9). Pure: the package never touches storage; the host saves the
// records where it likes and hands them back to the drawer.
import { readClock, type Clock } from '@aisle/contracts';
import type { CartLine } from '../items/cartItems';

/** §3: "originalLineItemUpc, newLineItemUpc, newLineItemQuantity, previousQuantityValue, itemIndex, ttl". */
export interface ReplacementSelection {
  /** The gtin13 of the unavailable item. */
  originalLineItemUpc: string;
  /** The gtin13 of the item that replaces it. */
  newLineItemUpc: string;
  newLineItemQuantity: number;
  /** The unavailable line's quantity before it was replaced. */
  previousQuantityValue: number;
  /** Where the unavailable line sits in the cart's lines; -1 when the cart no longer has it. */
  itemIndex: number;
  /** Until when the choice holds: ISO 8601, 60 minutes after it was made (§9). */
  ttl: string;
}

/** §9: "Replacement selection expiry 60 (minutes)". */
export const replacementSelectionTtlMinutes = 60;

export interface ReplacementChoice {
  /** The unavailable item, as the quote excluded it. */
  original: { gtin13: string; quantity: number };
  newLineItemUpc: string;
  /** The same quantity as the line it replaces, unless given. */
  newLineItemQuantity?: number;
}

/** The record to store for a replacement just chosen. */
export function toReplacementSelection(
  { original, newLineItemUpc, newLineItemQuantity }: ReplacementChoice,
  cartLines: readonly Pick<CartLine, 'gtin13' | 'quantity'>[],
  now: Clock,
  { ttlMinutes = replacementSelectionTtlMinutes }: { ttlMinutes?: number } = {},
): ReplacementSelection {
  const itemIndex = cartLines.findIndex((line) => line.gtin13 === original.gtin13);
  // The cart's line has the last word on quantity: the quote may have been asked for before a change.
  const previousQuantityValue = cartLines[itemIndex]?.quantity ?? original.quantity;
  return {
    originalLineItemUpc: original.gtin13,
    newLineItemUpc,
    newLineItemQuantity: newLineItemQuantity ?? previousQuantityValue,
    previousQuantityValue,
    itemIndex,
    ttl: new Date(readClock(now).getTime() + ttlMinutes * 60_000).toISOString(),
  };
}

/** Still holding: now is before its ttl. An unreadable ttl counts as expired. */
export function isReplacementSelectionValid(record: Pick<ReplacementSelection, 'ttl'>, now: Clock): boolean {
  const ttl = Date.parse(record.ttl);
  return !Number.isNaN(ttl) && readClock(now).getTime() < ttl;
}

/** The records still holding, one per unavailable item: the latest chosen wins. */
export function activeSelections(records: readonly ReplacementSelection[], now: Clock): ReplacementSelection[] {
  const latest = new Map<string, ReplacementSelection>();
  for (const record of records) {
    if (!isReplacementSelectionValid(record, now)) continue;
    // Deleted first, so the item takes the place of its latest choice.
    latest.delete(record.originalLineItemUpc);
    latest.set(record.originalLineItemUpc, record);
  }
  return [...latest.values()];
}

/** The active records with `record` in place of any earlier choice for the same item. */
export function withSelection(
  records: readonly ReplacementSelection[],
  record: ReplacementSelection,
  now: Clock,
): ReplacementSelection[] {
  return [
    ...activeSelections(records, now).filter((kept) => kept.originalLineItemUpc !== record.originalLineItemUpc),
    record,
  ];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One record read back from storage, or null when it is not one (another version, hand-edited, corrupt). */
export function readReplacementSelection(value: unknown): ReplacementSelection | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Partial<Record<keyof ReplacementSelection, unknown>>;
  const { originalLineItemUpc, newLineItemUpc, newLineItemQuantity, previousQuantityValue, itemIndex, ttl } = record;
  if (!isText(originalLineItemUpc) || !isText(newLineItemUpc) || !isText(ttl)) return null;
  if (!isCount(newLineItemQuantity) || !isCount(previousQuantityValue) || !isCount(itemIndex)) return null;
  return { originalLineItemUpc, newLineItemUpc, newLineItemQuantity, previousQuantityValue, itemIndex, ttl };
}

/** The records read back from storage; anything that is not one is left out. */
export function readReplacementSelections(value: unknown): ReplacementSelection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => readReplacementSelection(entry) ?? []);
}
