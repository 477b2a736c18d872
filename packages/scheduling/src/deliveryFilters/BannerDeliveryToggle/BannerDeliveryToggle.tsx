'use client';

import { useBanner } from '@aisle/core';
import { Button, Checkbox, format } from '@aisle/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useSchedulingWords } from '../../words';
import { filterMessages } from '../filterMessages';
import * as styles from './BannerDeliveryToggle.css';

export interface BannerDeliveryToggleProps {
  /** Banner-only delivery is on. */
  on: boolean;
  onChange(on: boolean): void;
  /** The shopper has been shown the tooltip before (the host remembers it). */
  tooltipSeen: boolean;
  /** The tooltip has just been shown: the host remembers it, so it is never shown again. */
  onTooltipSeen(): void;
}

/**
 * 'Show {banner} Delivery' (§4) as a switch, with its tooltip shown once per shopper. @aisle/ui has
 * no tooltip, and a hover-only one would reach neither touch nor keyboard: the tooltip is an inline
 * callout under the switch that describes the switch while it shows. It counts as seen once shown;
 * it then stays, on this screen only, until the shopper closes it with 'Got it'.
 */
export function BannerDeliveryToggle({ on, onChange, tooltipSeen, onTooltipSeen }: BannerDeliveryToggleProps) {
  const messages = useSchedulingWords(filterMessages);
  const { title: banner } = useBanner();
  const tipId = useId();
  // Set in render (not an effect) so the server's page and the first paint already show it.
  const [shownHere, setShownHere] = useState(false);
  if (!tooltipSeen && !shownHere) setShownHere(true);
  const [dismissed, setDismissed] = useState(false);
  const showing = shownHere && !dismissed;

  // Reported once it is on the screen, never from a server render, and once only per mount.
  const reported = useRef(false);
  useEffect(() => {
    if (!shownHere || reported.current) return;
    reported.current = true;
    onTooltipSeen();
  }, [shownHere, onTooltipSeen]);

  return (
    <div className={styles.toggle}>
      <Checkbox
        // A native checkbox announced as a switch: Space flips it, and it takes effect at once.
        role="switch"
        label={format(messages.filterBannerToggle, { banner })}
        checked={on}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={showing ? tipId : undefined}
      />
      {showing && (
        <div className={styles.callout}>
          <p id={tipId} className={styles.tip}>
            {format(messages.filterBannerTooltip, { banner })}
          </p>
          <Button variant="tertiary" size="small" className={styles.dismiss} onClick={() => setDismissed(true)}>
            {messages.filterTooltipDismiss}
          </Button>
        </div>
      )}
    </div>
  );
}
