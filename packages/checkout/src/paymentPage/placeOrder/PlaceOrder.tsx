'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { Alert, Button, Checkbox } from '@aisle/ui';
import { useCheckoutMessages } from '../../messages';
import type { PlaceOrderError } from './usePlaceOrder';
import * as styles from './PlaceOrder.css';

export interface PlaceOrderProps {
  /** Who delivers, when a vendor does: its agreement checkbox shows above the button. */
  deliveryVendor: Checkout['deliveryVendor'];
  agreed: boolean;
  onAgreedChange(agreed: boolean): void;
  agreementError: string | undefined;
  error: PlaceOrderError | undefined;
  placing: boolean;
  onPlaceOrder(): void;
}

/** The Place order button (§2), the vendor agreement above it (§5) and what went wrong under it. */
export function PlaceOrder({
  deliveryVendor,
  agreed,
  onAgreedChange,
  agreementError,
  error,
  placing,
  onPlaceOrder,
}: PlaceOrderProps) {
  const messages = useCheckoutMessages();
  return (
    <div className={styles.placeOrder}>
      {deliveryVendor && (
        <Checkbox
          label={
            deliveryVendor === 'INSTACART'
              ? messages.paymentPageInstacartAgreement
              : messages.paymentPageVendorAgreement
          }
          checked={agreed}
          onChange={(event) => onAgreedChange(event.target.checked)}
          error={agreementError}
          disabled={placing}
        />
      )}
      <Button
        variant="primary"
        size="large"
        fullWidth
        busy={placing}
        busyLabel={messages.paymentPagePlacingOrder}
        onClick={onPlaceOrder}
      >
        {messages.paymentPagePlaceOrder}
      </Button>
      {error && (
        <Alert tone="error" heading={error.heading}>
          {error.message}
        </Alert>
      )}
    </div>
  );
}
