'use client';

import type { Checkout, CheckoutModality } from '@aisle/contracts/checkout';
import { Link } from '@aisle/ui';
import { useCheckoutRoutes } from '../../hooks/useCheckoutRoutes';
import { useCheckoutMessages, type CheckoutMessages } from '../../messages';
import { orderTimeText } from '../../orderTime/orderTime';
import { PaymentBlock } from '../paymentBlock';
import * as styles from './OrderDetails.css';

export interface OrderDetailsProps {
  checkout: Checkout;
  /** 'Change Time' pressed: the page may ask first (flash sales); without it, the link goes straight there. */
  onChangeTime?: () => void;
  /** False on a placed order (the modify checkout): its time is not changed here. */
  changeTime?: boolean;
}

type Label = keyof CheckoutMessages;
const timeLabels = {
  PICKUP: 'paymentPagePickupTime',
  DELIVERY: 'paymentPageDeliveryTime',
  SHIP: 'paymentPageShipTime',
} as const satisfies Record<CheckoutModality, Label>;
const placeLabels = {
  PICKUP: 'paymentPagePickupLocation',
  DELIVERY: 'paymentPageDeliveryAddress',
  SHIP: 'paymentPageShipAddress',
} as const satisfies Record<CheckoutModality, Label>;

/**
 * The order details recap (§2): the reserved window, in the store's own time as the promise holds
 * it, and where the order goes or is picked up, with 'Change Time' to the scheduling page. A ship
 * order has no time to change: its window is the shipping timeline.
 */
export function OrderDetails({ checkout, onChangeTime, changeTime = true }: OrderDetailsProps) {
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const { modalityType } = checkout;
  const { promise, destination } = checkout.fulfillment;
  return (
    <PaymentBlock
      title={messages.paymentPageOrderDetailsTitle}
      action={
        changeTime &&
        modalityType !== 'SHIP' && (
          <Link
            href={routes.scheduling(modalityType)}
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
          <dt className={styles.term}>{messages[timeLabels[modalityType]]}</dt>
          <dd className={styles.value}>{orderTimeText(modalityType, promise.window, messages.checkoutShipTimeline)}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>{messages[placeLabels[modalityType]]}</dt>
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
