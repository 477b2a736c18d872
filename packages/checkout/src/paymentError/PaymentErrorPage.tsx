'use client';

import { useBanner, useStorefrontRoutes } from '@aisle/core';
import { Card, format, Link } from '@aisle/ui';
import { useId } from 'react';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useCheckoutMessages } from '../messages';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CustomerServiceLine } from './CustomerServiceLine';
import * as styles from './PaymentErrorPage.css';
import { usePostAuthRejectReason } from './postAuthRejectReason';

export interface PaymentErrorPageProps {
  /** The route's `isModify=true`: a modified order whose authorization was rejected, so canceled. */
  isModify?: boolean;
}

/**
 * The Payment Error page (checkout spec §2), where a post-authorization reject lands: the apology,
 * the service's reason when it gave one (§8), the banner's customer service number and the error
 * code RV9547; 'Order Canceled' over them for a modified order. Then the way on: the cart for a new
 * order, the orders for a modified one.
 */
export function PaymentErrorPage({ isModify = false }: PaymentErrorPageProps) {
  const messages = useCheckoutMessages();
  const { title } = useBanner();
  const { cart } = useStorefrontRoutes();
  const { purchases } = useCheckoutRoutes();
  const headingId = useId();
  const reason = usePostAuthRejectReason();
  useDocumentTitle(format(messages.paymentErrorDocumentTitle, { banner: title }));
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {isModify ? messages.paymentErrorOrderCanceled : messages.paymentErrorMessage}
      </h1>
      <Card className={styles.body}>
        {isModify && <p className={styles.text}>{messages.paymentErrorMessage}</p>}
        {reason && <p className={styles.text}>{format(messages.paymentErrorReason, { reason })}</p>}
        <CustomerServiceLine template={messages.paymentErrorContact} className={styles.text} />
        <p className={styles.code}>{format(messages.errorCode, { code: messages.paymentErrorCode })}</p>
      </Card>
      <p className={styles.text}>
        {isModify ? (
          <Link href={purchases}>{messages.paymentErrorViewOrders}</Link>
        ) : (
          <Link href={cart}>{messages.paymentErrorReturnToCart}</Link>
        )}
      </p>
    </section>
  );
}
