'use client';

import type { ActiveModality } from '@aisle/contracts/scheduling';
import type { ReactNode } from 'react';
import { StaticMap, type StaticMapProps } from '../items/StaticMap';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { addressLine, DeliverTo } from '../upfrontSlots/DeliverTo';
import { useSchedulingWords } from '../words';
import { schedulingPageMessages } from './schedulingPageMessages';
import * as styles from './SchedulingPage.css';

const words = /* @__PURE__ */ Object.assign({}, schedulingPageMessages, selectorMessages);

export interface DestinationMapProps {
  activeModality: ActiveModality;
  mapUrl: NonNullable<StaticMapProps['mapUrl']>;
  /** The destination's line when the page has one ('Pick up at …' with 'Change Store'). */
  children?: ReactNode;
}

/**
 * Where the order is picked up or delivered, on a small map beside its line (§2 "Static map with a
 * pin"): the pickup store or the delivery address, geocoded when it comes without coordinates
 * (§7). Without a line of the page's own, the address is written beside the map ('Pick up at …',
 * 'Deliver to …'). The map holds its place from the first render, so the times never move for it.
 */
export function DestinationMap({ activeModality, mapUrl, children }: DestinationMapProps) {
  const messages = useSchedulingWords(words);
  const { address } = activeModality.destination;
  if (!address) return children;
  const pickup = activeModality.modalityType === 'PICKUP';
  return (
    <div className={styles.destination}>
      {children ?? (
        <DeliverTo
          address={address}
          words={pickup ? { label: messages.schedulingPagePickupAt, change: messages.changeStoreTitle } : undefined}
        />
      )}
      <StaticMap pin={address} address={addressLine(address)} addressShown mapUrl={mapUrl} className={styles.map} />
    </div>
  );
}
