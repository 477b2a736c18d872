// When a product carries the California warning (scheduling spec §5; checklist VAL-29).
import type { Product } from '@aisle/contracts/scheduling';

/**
 * Only when the shopper's state is California AND the item requires Proposition 65's warning. The
 * state is read as a two-letter code, whatever its case or spacing ('ca', ' CA ').
 */
export function showsCaliforniaWarning(
  product: Pick<Product, 'prop65'>,
  stateCode: string | null | undefined,
): boolean {
  return stateCode?.trim().toUpperCase() === 'CA' && product.prop65.required;
}
