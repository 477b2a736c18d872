'use client';

import type { Checkout, CheckoutDestination, CheckoutModality } from '@aisle/contracts/checkout';
import { Card, format } from '@aisle/ui';
import { useId, useState } from 'react';
import { useCheckoutMessages, type CheckoutMessages } from '../messages';
import { orderTimeText } from '../orderTime/orderTime';
import * as styles from './OrderComplete.css';
import { destinationAddress } from './orderFacts';

export interface OrderDetailsProps {
  checkout: Checkout;
  /** The host's static map image of the destination; without it, or when it gives nothing, no map. */
  mapUrl?: ((destination: CheckoutDestination) => string | undefined) | undefined;
}

type Label = keyof CheckoutMessages;
const timeLabels = {
  PICKUP: 'orderCompletePickupTime',
  DELIVERY: 'orderCompleteDeliveryTime',
  SHIP: 'orderCompleteShipTime',
} as const satisfies Record<CheckoutModality, Label>;
const placeLabels = {
  PICKUP: 'orderCompletePickupLocation',
  DELIVERY: 'orderCompleteDeliveryAddress',
  SHIP: 'orderCompleteShipAddress',
} as const satisfies Record<CheckoutModality, Label>;

/**
 * The time, the place (with its map), and for a delivery its type; the instructions when there are
 * some (a ship order takes none).
 */
export function OrderDetails({ checkout, mapUrl }: OrderDetailsProps) {
  const messages = useCheckoutMessages();
  const titleId = useId();
  const { modalityType, fulfillment } = checkout;
  const pickup = modalityType === 'PICKUP';
  const address = destinationAddress(fulfillment.destination);
  const facts = [
    {
      label: messages[timeLabels[modalityType]],
      value: orderTimeText(modalityType, fulfillment.promise.window, messages.checkoutShipTimeline),
    },
    {
      label: messages[placeLabels[modalityType]],
      value: (
        <>
          {fulfillment.destination.name}
          <br />
          {address}
        </>
      ),
    },
    ...(modalityType !== 'DELIVERY'
      ? []
      : [
          {
            label: messages.orderCompleteDeliveryType,
            value:
              fulfillment.deliveryType === 'Contactless'
                ? messages.orderCompleteContactlessDelivery
                : messages.orderCompleteStandardDelivery,
          },
        ]),
    ...(fulfillment.instructions.trim()
      ? [
          {
            label: pickup ? messages.orderCompletePickupInstructions : messages.orderCompleteDeliveryInstructions,
            value: fulfillment.instructions,
          },
        ]
      : []),
  ];
  return (
    <Card as="section" aria-labelledby={titleId} className={`${styles.section} ${styles.details}`}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {messages.orderCompleteDetailsTitle}
      </h2>
      <div className={styles.detailsBody}>
        <dl className={styles.facts}>
          {facts.map(({ label, value }) => (
            <div key={label}>
              <dt className={styles.factLabel}>{label}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <DestinationMap
          src={mapUrl?.(fulfillment.destination)}
          alt={format(messages.orderCompleteMapLabel, { address })}
        />
      </div>
    </Card>
  );
}

/** The host's map picture; nothing at all without one, or once it fails to load. */
function DestinationMap({ src, alt }: { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) return null;
  return (
    <div className={styles.mapFrame}>
      <img
        className={styles.map}
        src={src}
        alt={alt}
        decoding="async"
        // Never what the shopper came for: it waits for what they did.
        fetchPriority="low"
        onError={() => setFailed(src)}
      />
      {/* The map is centred on the place and draws no marker: the pin is ours, its tip the centre. */}
      <svg className={styles.pin} viewBox="0 0 24 32" aria-hidden="true" focusable="false">
        <path d="M12 31s10-10.6 10-18.5a10 10 0 0 0-20 0C2 20.4 12 31 12 31Z" />
        <circle className={styles.pinDot} cx="12" cy="12.5" r="4" />
      </svg>
    </div>
  );
}
