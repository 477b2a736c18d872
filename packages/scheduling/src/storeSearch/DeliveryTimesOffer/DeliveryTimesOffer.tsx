'use client';

import { useBanner } from '@aisle/core';
import { Button, format } from '@aisle/ui';
import { selectorMessages } from '../../modalitySelector/selectorMessages';
import { useSchedulingWords } from '../../words';
import * as styles from './DeliveryTimesOffer.css';

export interface DeliveryTimesOfferProps {
  /** The postal code searched, which the banner delivers to. */
  postalCode: string;
  onViewTimeslots(postalCode: string): void;
  /** The options are being asked for again before the times open. */
  busy: boolean;
}

/** The banner's own delivery to a searched postal code, with the way to its times (§4 "Viewing timeslots"). */
export function DeliveryTimesOffer({ postalCode, onViewTimeslots, busy }: DeliveryTimesOfferProps) {
  const messages = useSchedulingWords(selectorMessages);
  const { title } = useBanner();
  return (
    <div className={styles.offer}>
      <p className={styles.text}>{format(messages.deliveryAvailable, { banner: title, postalCode })}</p>
      <Button
        variant="secondary"
        onClick={() => onViewTimeslots(postalCode)}
        busy={busy}
        busyLabel={messages.checkingDeliveryTimes}
      >
        {messages.viewDeliveryTimesButton}
      </Button>
    </div>
  );
}
