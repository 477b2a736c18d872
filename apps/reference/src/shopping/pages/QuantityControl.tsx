import { Button, format, IconButton } from '@aisle/ui';
import type { Product } from '@aisle/contracts/scheduling';
import { maxQuantity, setQuantity } from '../cart';
import { shoppingMessages as messages } from '../shoppingMessages';
import * as styles from './StartMyCartPage.css';

const minus = (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const plus = (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * 'Add to Cart', then one less / the count / one more. The count is a status, so a screen reader
 * hears the new quantity after each press; taking the last one out brings 'Add to Cart' back.
 */
export function QuantityControl({
  product,
  quantity,
  onChange = (next) => setQuantity(product.gtin13, next),
}: {
  product: Product;
  quantity: number;
  /** Where the new quantity goes: the cart's line of the product unless told otherwise (the modify cart). */
  onChange?: (quantity: number) => void;
}) {
  const { description } = product;
  if (quantity === 0)
    return (
      // Named 'Add to Cart, Bananas': the visible words start the name (WCAG 2.5.3 Label in Name).
      <Button
        variant="secondary"
        size="small"
        aria-label={format(messages.addToCartLabel, { description })}
        onClick={() => onChange(1)}
      >
        {messages.addToCart}
      </Button>
    );
  return (
    <div className={styles.stepper} role="group" aria-label={format(messages.quantityOf, { description })}>
      <IconButton
        size="small"
        variant="secondary"
        label={format(messages.decrease, { description })}
        icon={minus}
        onClick={() => onChange(quantity - 1)}
      />
      <output className={styles.count} aria-live="polite">
        {quantity}
      </output>
      <IconButton
        size="small"
        variant="secondary"
        label={format(messages.increase, { description })}
        icon={plus}
        disabled={quantity >= maxQuantity}
        onClick={() => onChange(quantity + 1)}
      />
    </div>
  );
}
