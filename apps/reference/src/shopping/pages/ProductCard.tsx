import type { Product } from '@aisle/contracts/scheduling';
import { formatMoney } from '@aisle/core/format';
import { ProductImage, unitPrice } from '@aisle/scheduling';
import { format, VisuallyHidden } from '@aisle/ui';
import { shoppingMessages as messages } from '../shoppingMessages';
import { QuantityControl } from './QuantityControl';
import * as styles from './StartMyCartPage.css';

/** A product of the list: its picture, name, size and price (the promotion's, with the regular one struck). */
export function ProductCard({
  product,
  quantity,
  onQuantityChange,
}: {
  product: Product;
  quantity: number;
  /** Where a new quantity goes: the cart unless told otherwise (the modify cart). */
  onQuantityChange?: (quantity: number) => void;
}) {
  const onPromotion = product.price.promo !== undefined;
  return (
    <li className={styles.card}>
      <ProductImage product={product} alt="" size="medium" />
      <h3 className={styles.name}>{product.description}</h3>
      <p className={styles.size}>{product.customerFacingSize}</p>
      <p className={styles.price}>
        <span className={onPromotion ? styles.promo : undefined}>{formatMoney(unitPrice(product))}</span>
        {onPromotion && (
          <s className={styles.regular}>
            <VisuallyHidden>
              {format(messages.regularPrice, { price: formatMoney(product.price.regular) })}
            </VisuallyHidden>
            <span aria-hidden="true">{formatMoney(product.price.regular)}</span>
          </s>
        )}
      </p>
      <div className={styles.action}>
        <QuantityControl product={product} quantity={quantity} onChange={onQuantityChange} />
      </div>
    </li>
  );
}
