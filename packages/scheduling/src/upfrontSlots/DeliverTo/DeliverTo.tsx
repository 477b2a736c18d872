'use client';

import { readAddressLines, type ServiceAddress } from '@aisle/contracts';
import { Button } from '@aisle/ui';
import { useId } from 'react';
import { useSchedulingWords } from '../../words';
import { slotMessages } from '../slotMessages';
import * as styles from './DeliverTo.css';

export interface DeliverToProps {
  address: ServiceAddress;
  /** 'Change Address' shows only when the host can change it. */
  onChangeAddress?: (() => void) | undefined;
  /** Other words for the same line: the scheduling page's 'Pick up at' … 'Change Store'. */
  words?: { label: string; change: string } | undefined;
}

/** One line: the street (and unit), then city, state and ZIP. */
export function addressLine(address: ServiceAddress): string {
  const { street, unit } = readAddressLines(address.addressLines);
  const place = `${address.cityTown}, ${address.stateProvince} ${address.postalCode}`;
  return [street, unit, place].filter(Boolean).join(', ');
}

/** §2 "Optional 'Deliver to' address with 'Change Address'"; with `words`, any destination's line. */
export function DeliverTo({ address, onChangeAddress, words }: DeliverToProps) {
  const messages = useSchedulingWords(slotMessages);
  const { label, change } = words ?? { label: messages.slotsDeliverTo, change: messages.slotsChangeAddress };
  const labelId = useId();
  const addressId = useId();
  return (
    <div className={styles.deliverTo}>
      <p className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>{' '}
        <span id={addressId}>{addressLine(address)}</span>
      </p>
      {onChangeAddress && (
        <Button variant="link" onClick={onChangeAddress} aria-describedby={`${labelId} ${addressId}`}>
          {change}
        </Button>
      )}
    </div>
  );
}
