// What the unavailable items list shows of each item the quote left out (scheduling spec §3
// "Time-slot response", §4 "Replacement drawer").
import type { Product, QuoteItems } from '@aisle/contracts/scheduling';
import type { CartLine } from '../items/cartItems';
import type { ReplacementSelection } from './replacementSelection';

/** An item the chosen time's quote excluded, with why (ITEM_RESTRICTED, …). */
export type ExcludedItem = Pick<QuoteItems['excluded'][number], 'gtin13' | 'quantity' | 'code'>;

export interface UnavailableRow {
  item: ExcludedItem;
  /** Undefined until the products load, or when the catalogue no longer has it. */
  product: Product | undefined;
  /** The cart line's quantity, else the quote's. */
  quantity: number;
  /** Its active stored replacement. */
  selection: ReplacementSelection | undefined;
  replacement: Product | undefined;
}

/**
 * One row per excluded item, first mention first (a quote may name a code twice), with its stored
 * replacement. `selections` are the active ones (`activeSelections`).
 */
export function unavailableRows(
  excludedItems: readonly ExcludedItem[],
  cartLines: readonly Pick<CartLine, 'gtin13' | 'quantity'>[],
  products: ReadonlyMap<string, Product>,
  selections: readonly ReplacementSelection[],
): UnavailableRow[] {
  const seen = new Set<string>();
  return excludedItems.flatMap((item) => {
    if (seen.has(item.gtin13)) return [];
    seen.add(item.gtin13);
    const selection = selections.find((record) => record.originalLineItemUpc === item.gtin13);
    const line = cartLines.find((cartLine) => cartLine.gtin13 === item.gtin13);
    return [
      {
        item,
        product: products.get(item.gtin13),
        quantity: line?.quantity ?? item.quantity,
        selection,
        replacement: selection && products.get(selection.newLineItemUpc),
      },
    ];
  });
}

/** 'You’re All Set' once every row has a replacement, or none remain (§4). */
export function allReplaced(rows: readonly Pick<UnavailableRow, 'selection'>[]): boolean {
  return rows.every((row) => row.selection !== undefined);
}

/** The codes whose products the drawer shows: the excluded items and their replacements. */
export function productCodes(
  excludedItems: readonly Pick<ExcludedItem, 'gtin13'>[],
  selections: readonly Pick<ReplacementSelection, 'originalLineItemUpc' | 'newLineItemUpc'>[],
): string[] {
  const excluded = new Set(excludedItems.map((item) => item.gtin13));
  const replacements = selections
    .filter((record) => excluded.has(record.originalLineItemUpc))
    .map((record) => record.newLineItemUpc);
  return [...new Set([...excluded, ...replacements])];
}
