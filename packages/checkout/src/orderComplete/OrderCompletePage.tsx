'use client';

import { useBanner, useServiceErrorMessage } from '@aisle/core';
import { Alert, Button, format, Spinner } from '@aisle/ui';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useCheckoutMessages } from '../messages';
import * as styles from './OrderComplete.css';
import { OrderCompleteView, type OrderCompleteViewProps } from './OrderCompleteView';
import { useLastCompletedPath } from './useLastCompletedPath';
import { usePlacedOrder } from './usePlacedOrder';

export interface OrderCompletePageProps extends Omit<OrderCompleteViewProps, 'checkout'> {
  /** The route's `{orderId}`. */
  orderId: string;
}

/**
 * The order-complete route (`/checkout/{appName}/{orderId}/complete`, checkout spec §2): loads the
 * order with `getCheckout` and shows it, says so while it loads or when it cannot, and applies the
 * last-completed rule (shown once; a reload goes home).
 */
export function OrderCompletePage({ orderId, modified = false, ...view }: OrderCompletePageProps) {
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const { title } = useBanner();
  const errorMessage = useServiceErrorMessage();
  useDocumentTitle(format(messages.orderCompleteDocumentTitle, { banner: title }));
  useLastCompletedPath(routes.orderComplete(orderId, modified));
  const { checkout, error, retry } = usePlacedOrder(orderId);
  if (checkout) return <OrderCompleteView checkout={checkout} modified={modified} {...view} />;
  return (
    <div className={styles.state}>
      {error ? (
        <>
          <Alert tone="error">{errorMessage(error)}</Alert>
          <Button variant="secondary" onClick={retry}>
            {messages.tryAgain}
          </Button>
        </>
      ) : (
        <Spinner delay={200} label={messages.orderCompleteLoading} />
      )}
    </div>
  );
}
