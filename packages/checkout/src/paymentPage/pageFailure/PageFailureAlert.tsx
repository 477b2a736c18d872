'use client';

import { Alert, Button } from '@aisle/ui';
import type { PageFailure } from '../../hooks/useCheckoutOrder';
import { useCheckoutMessages } from '../../messages';
import * as styles from './PageFailureAlert.css';

export interface PageFailureAlertProps {
  /** The conflict or the ended session; the expiry is the 'Order Timed Out' modal's. */
  failure: PageFailure;
  /** Reads the checkout again: 'Refresh'. */
  onRefresh(): void;
}

/**
 * At the top of the page, whichever block's call failed (§8): 'Your order has been updated on
 * another device. Please refresh and try again.' with Refresh, or 'Your session has expired.' while
 * the shopper is sent to sign in.
 */
export function PageFailureAlert({ failure, onRefresh }: PageFailureAlertProps) {
  const messages = useCheckoutMessages();
  return (
    <Alert tone="error">
      <div className={styles.body}>
        <span>{failure.message}</span>
        {failure.kind === 'conflict' && (
          <Button variant="secondary" size="small" onClick={onRefresh}>
            {messages.paymentPageRefresh}
          </Button>
        )}
      </div>
    </Alert>
  );
}
