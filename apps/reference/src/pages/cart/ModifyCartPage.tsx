import { useCheckoutCalls, useCheckoutMessages } from '@aisle/checkout';
import { useServiceClient, useServiceErrorMessage, useServiceSWR } from '@aisle/core';
import { Alert, Button, Spinner, Stack } from '@aisle/ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { modifyCartStore, setModifiedQuantity, useModifyCart } from '../../shopping/modifyCart';
import { ProductCard } from '../../shopping/pages/ProductCard';
import * as shopping from '../../shopping/pages/StartMyCartPage.css';
import { shoppingMessages as messages } from '../../shopping/shoppingMessages';
import { useCartProducts } from '../../shopping/useCartProducts';
import * as styles from '../pages.css';

/**
 * /cart/modify?orderId=: the modify cart (checkout spec §2) of a placed order. It starts as the
 * order's lines; the shopper changes how many of each (0 takes one out), then checks out the
 * modification at `/checkout?orderId=…&im=true`.
 */
export function ModifyCartPage() {
  const orderId = new URLSearchParams(useSearch()).get('orderId') ?? '';
  const client = useServiceClient();
  const { getCheckout } = useCheckoutCalls();
  const checkoutMessages = useCheckoutMessages();
  const errorMessage = useServiceErrorMessage();
  const [, navigate] = useLocation();
  const order = useServiceSWR(orderId ? ['storefront/modify-order', orderId] : null, () =>
    getCheckout(client, orderId),
  );
  const modifyCart = useModifyCart(orderId);
  const placed = order.data;
  // The modify cart starts as the order holds it, once per order.
  useEffect(() => {
    if (placed && placed.status === 'ACTIVE' && !modifyCart)
      modifyCartStore.write({ orderId, lines: placed.lineItems.map(({ cart }) => cart) });
  }, [placed, modifyCart, orderId]);
  const lines = modifyCart?.lines ?? [];
  const catalogue = useCartProducts(lines);

  return (
    <Stack space="6">
      <h1 className={styles.heading}>{messages.modifyCartHeading}</h1>
      {!orderId || order.error ? (
        <Alert tone="error">{order.error ? errorMessage(order.error) : messages.modifyCartNoOrder}</Alert>
      ) : !placed || !modifyCart ? (
        <Spinner label={messages.modifyCartLoading} />
      ) : !placed.modifiable || placed.status !== 'ACTIVE' ? (
        <Alert tone="info">{checkoutMessages.cannotModify}</Alert>
      ) : (
        <>
          <p className={styles.body}>{messages.modifyCartIntro}</p>
          <h2 className={styles.subheading}>{messages.modifyCartItemsHeading}</h2>
          <ul className={shopping.grid}>
            {catalogue.products.map((product) => (
              <ProductCard
                key={product.gtin13}
                product={product}
                quantity={lines.find((line) => line.gtin13 === product.gtin13)?.quantity ?? 0}
                onQuantityChange={(quantity) => setModifiedQuantity(orderId, lines, product.gtin13, quantity)}
              />
            ))}
          </ul>
          <div>
            <Button
              disabled={lines.every((line) => line.quantity === 0)}
              onClick={() => navigate(`/checkout?orderId=${encodeURIComponent(orderId)}&im=true`)}
            >
              {messages.modifyCartContinue}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
