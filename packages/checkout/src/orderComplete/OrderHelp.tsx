'use client';

import type { CheckoutLineItem } from '@aisle/contracts/checkout';
import { Card, Link } from '@aisle/ui';
import type { ReactNode } from 'react';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useCheckoutMessages } from '../messages';
import { CustomerServiceLine } from '../paymentError/CustomerServiceLine';
import * as styles from './OrderComplete.css';

function HelpCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </Card>
  );
}

/**
 * Substitutions, 'Save Even More!', 'Forgot something?' and Customer Service. The substitutions
 * note only when a line lets the store replace its item (SHOPPER_CHOICE, §9): an order of flash
 * sale items alone (NONE) is never substituted.
 */
export function OrderHelp({ lineItems }: { lineItems: readonly CheckoutLineItem[] }) {
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const substitutable = lineItems.some((line) => line.cart.substitutionPolicy === 'SHOPPER_CHOICE');
  return (
    <div className={styles.help}>
      {substitutable && (
        <HelpCard title={messages.orderCompleteSubstitutionsTitle}>
          <p className={styles.text}>{messages.orderCompleteSubstitutions}</p>
        </HelpCard>
      )}
      <HelpCard title={messages.orderCompleteSaveMoreTitle}>
        <p className={styles.text}>{messages.orderCompleteSaveMore}</p>
        <p className={styles.text}>
          <Link href={routes.coupons}>{messages.orderCompleteBrowseCoupons}</Link>
        </p>
      </HelpCard>
      <HelpCard title={messages.orderCompleteForgotTitle}>
        <p className={styles.text}>{messages.orderCompleteForgot}</p>
        <p className={styles.text}>
          <Link href={routes.purchases}>{messages.orderCompleteViewOrders}</Link>
        </p>
      </HelpCard>
      <HelpCard title={messages.orderCompleteCustomerServiceTitle}>
        <CustomerServiceLine template={messages.orderCompleteCustomerService} className={styles.text} />
      </HelpCard>
    </div>
  );
}
