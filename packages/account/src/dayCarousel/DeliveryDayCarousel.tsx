'use client';

import { useStorefront } from '@aisle/core';
import { formatDayLabel } from '@aisle/core/format';
import { Carousel, VisuallyHidden, format } from '@aisle/ui';
import { useState } from 'react';
import { useAccountMessages, type AccountMessages } from '../messages';
import * as styles from './DeliveryDayCarousel.css';
import { costLevel, deliveryDayWidth, deliveryWeek, type CostLevel, type DeliveryDay } from './deliveryDays';

export interface DeliveryDayCarouselProps {
  /** What the caller knows of each day, by date; a date of the week missing here is unavailable. */
  days: readonly DeliveryDay[];
  /** The chosen day, 'YYYY-MM-DD', or null. */
  value: string | null;
  /** Called with the day the shopper chooses. */
  onChange(date: string): void;
  /** The IANA zone whose calendar day counts as today on the storefront clock; 'UTC' by default. */
  timeZone?: string;
  /** The id of a visible heading naming the days; 'Choose a delivery day' (read out only) otherwise. */
  'aria-labelledby'?: string;
}

const costWords: Record<Exclude<CostLevel, 0>, keyof AccountMessages> = {
  1: 'deliveryCostLow',
  2: 'deliveryCostMedium',
  3: 'deliveryCostHigh',
};

/**
 * The delivery day carousel (account spec §2, §9): seven days from today on the storefront clock,
 * 'Today' or 'ddd m/d', each 96 px wide with its cost in dollar signs or 'Unavailable'. Built on
 * the Carousel: Tab moves between days, Space or Enter chooses one (then announced), the arrow keys
 * scroll, Previous and Next page.
 */
export function DeliveryDayCarousel({
  days,
  value,
  onChange,
  timeZone = 'UTC',
  'aria-labelledby': labelledBy,
}: DeliveryDayCarouselProps) {
  const messages = useAccountMessages();
  const { now } = useStorefront();
  const [week] = useState(() => deliveryWeek(now, { timeZone }));
  const [announcement, setAnnouncement] = useState('');
  const byDate = new Map(days.map((day) => [day.date, day]));
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': messages.deliveryDayCarouselLabel };

  return (
    <>
      <Carousel {...name} itemWidth={deliveryDayWidth}>
        {week.map((date) => {
          const day = byDate.get(date);
          const label = formatDayLabel(date, { now, timeZone, today: messages.today });
          const level = day?.available ? costLevel(day.cost) : 0;
          return (
            <button
              key={date}
              type="button"
              className={styles.day}
              aria-pressed={date === value}
              disabled={!day?.available}
              onClick={() => {
                onChange(date);
                setAnnouncement(format(messages.deliveryDaySelected, { day: label }));
              }}
            >
              <span>{label}</span>
              {!day?.available ? (
                <span className={styles.detail}>{messages.unavailable}</span>
              ) : (
                level > 0 && (
                  <span className={styles.detail}>
                    <span aria-hidden="true">{'$'.repeat(level)}</span>
                    <VisuallyHidden>{messages[costWords[level as Exclude<CostLevel, 0>]]}</VisuallyHidden>
                  </span>
                )
              )}
            </button>
          );
        })}
      </Carousel>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
