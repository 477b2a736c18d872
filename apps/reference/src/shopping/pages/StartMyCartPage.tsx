import type { Product } from '@aisle/contracts/scheduling';
import { formatMoney } from '@aisle/core/format';
import { lineTotal } from '@aisle/scheduling';
import { Alert, Button, format, Spinner } from '@aisle/ui';
import { RouterLink } from '../../shell/RouterLink';
import * as pageStyles from '../../pages/pages.css';
import { itemCount, shoppingMessages as messages } from '../shoppingMessages';
import { useCatalogue } from '../useCatalogue';
import { useCartLines } from '../cart';
import { ProductCard } from './ProductCard';
import * as styles from './StartMyCartPage.css';

function byDepartment(products: readonly Product[]): [string, Product[]][] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const department = product.familyTree.department.name;
    groups.set(department, [...(groups.get(department) ?? []), product]);
  }
  return [...groups];
}

/**
 * 'Start My Cart' (the scheduling spec's link from an empty basket): the reference catalogue by
 * department, where the shopper adds items and sets how many. The summary bar keeps the count and
 * the total in view and leads to the cart.
 */
export function StartMyCartPage() {
  const catalogue = useCatalogue();
  const lines = useCartLines();
  const quantities = new Map(lines.map((line) => [line.gtin13, line.quantity]));
  const inCart = catalogue.products.filter((product) => quantities.has(product.gtin13));
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = inCart.reduce(
    (sum, product) => sum + lineTotal({ product, quantity: quantities.get(product.gtin13) ?? 0 }),
    0,
  );

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={pageStyles.heading}>{messages.startMyCartHeading}</h1>
        <p className={pageStyles.body}>{messages.startMyCartIntro}</p>
      </header>
      {catalogue.status === 'loading' && <Spinner label={messages.catalogueLoading} />}
      {catalogue.status === 'error' && (
        <Alert tone="error">
          <p className={pageStyles.body}>{messages.catalogueFailed}</p>
          <Button variant="secondary" size="small" onClick={catalogue.retry}>
            {messages.tryAgain}
          </Button>
        </Alert>
      )}
      {byDepartment(catalogue.products).map(([department, products]) => (
        <section key={department} className={styles.department} aria-label={department}>
          <h2 className={pageStyles.subheading}>{department}</h2>
          <ul className={styles.grid}>
            {products.map((product) => (
              <ProductCard key={product.gtin13} product={product} quantity={quantities.get(product.gtin13) ?? 0} />
            ))}
          </ul>
        </section>
      ))}
      {count > 0 && (
        <div className={styles.summary}>
          <p className={styles.summaryText} role="status">
            {format(messages.cartSummary, { count: itemCount(count), total: formatMoney(total) })}
          </p>
          <RouterLink href="/cart" className={styles.cartLink}>
            {messages.goToCart}
          </RouterLink>
        </div>
      )}
    </div>
  );
}
