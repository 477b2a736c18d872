'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { formatReservedWindow } from '@aisle/core/format';
import { Link } from '@aisle/ui';
import { useCheckoutRoutes } from '../../hooks/useCheckoutRoutes';
import { useCheckoutMessages } from '../../messages';
import { PaymentBlock } from '../paymentBlock';
import * as styles from './OrderDetails.css';

export interface OrderDetailsProps {
  checkout: Checkout;
  /** 'Change Time' pressed: the page may ask first (flash sales); without it, the link goes straight there. */
  onChangeTime?: () => void;
  /** False on a placed order (the modify checkout): its time is not changed here. */
  changeTime?: boolean;
}

/**
 * The order details recap (§2): the reserved window, in the store's own time as the promise holds
 * it, and where the order goes or is picked up, with 'Change Time' to the scheduling page.
 */
export function OrderDetails({ checkout, onChangeTime, changeTime = true }: OrderDetailsProps) {
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const pickup = checkout.modalityType === 'PICKUP';
  const { promise, destination } = checkout.fulfillment;
  return (
    <PaymentBlock
      title={messages.paymentPageOrderDetailsTitle}
      action={
        changeTime && (
          <Link
            href={routes.scheduling(checkout.modalityType)}
            onClick={(event) => {
              if (!onChangeTime) return;
              event.preventDefault();
              onChangeTime();
            }}
          >
            {messages.paymentPageChangeTime}
          </Link>
        )
      }
    >
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>{pickup ? messages.paymentPagePickupTime : messages.paymentPageDeliveryTime}</dt>
          <dd className={styles.value}>{formatReservedWindow(promise.window)}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>
            {pickup ? messages.paymentPagePickupLocation : messages.paymentPageDeliveryAddress}
          </dt>
          <dd className={styles.value}>
            <span className={styles.line}>{destination.name}</span>
            <span className={styles.line}>{destination.addressLine1}</span>
            <span className={styles.line}>
              {destination.city}, {destination.state} {destination.zipCode}
            </span>
          </dd>
        </div>
      </dl>
    </PaymentBlock>
  );
}
