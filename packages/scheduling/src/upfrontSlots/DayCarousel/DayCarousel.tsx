'use client';

import type { TimeSlotDay } from '@aisle/contracts/scheduling';
import { useStorefront } from '@aisle/core';
import { formatDayLabel, formatMoney } from '@aisle/core/format';
import { Carousel, format } from '@aisle/ui';
import { useId } from 'react';
import { useSchedulingWords } from '../../words';
import { slotMessages } from '../slotMessages';
import { cheapestCost } from '../quoteDays';
import * as styles from './DayCarousel.css';

export interface DayCarouselProps {
  days: readonly TimeSlotDay[];
  /** The day shown, 'YYYY-MM-DD'. */
  value: string | null;
  onChange(date: string): void;
  /** The zone the days are dated in (the store's): its today reads 'Today'. */
  timeZone: string;
  /** Names the days for pickup or delivery (delivery by default). */
  modalityType?: 'DELIVERY' | 'PICKUP';
}

/** Every day's width in px, as the account's delivery day carousel has it. */
export const dayWidth = 96;

/**
 * The quoted days as one choice (§2 "a day carousel"): native radios sharing a name inside the
 * Carousel, so Tab enters at the chosen day, the arrow keys move the choice (the Carousel leaves
 * arrow keys on inputs alone) and the browser scrolls the focused day into view. A day without
 * times can be chosen: it then says there are none (§8).
 */
export function DayCarousel({ days, value, onChange, timeZone, modalityType = 'DELIVERY' }: DayCarouselProps) {
  const messages = useSchedulingWords(slotMessages);
  const { now } = useStorefront();
  const legendId = useId();
  const name = useId();
  return (
    <fieldset className={styles.days}>
      <legend id={legendId} className={styles.legend}>
        {modalityType === 'PICKUP' ? messages.slotsPickupDaysLabel : messages.slotsDaysLabel}
      </legend>
      <Carousel aria-labelledby={legendId} itemWidth={dayWidth}>
        {days.map((day) => {
          const cheapest = cheapestCost(day.times);
          const cost = cheapest === 0 ? messages.slotsFree : formatMoney(cheapest);
          return (
            <label key={day.date} className={styles.day}>
              <input
                type="radio"
                name={name}
                value={day.date}
                checked={day.date === value}
                onChange={() => onChange(day.date)}
                className={styles.radio}
              />
              <span className={styles.label}>
                {formatDayLabel(day.date, { now: now(), timeZone, today: messages.slotsToday })}
              </span>{' '}
              {/* The space keeps the name 'Today From $4.95' wherever it is computed; flex layout hides it. */}
              <span className={styles.detail}>
                {cheapest === null ? messages.slotsDayNoTimes : format(messages.slotsDayFrom, { cost })}
              </span>
            </label>
          );
        })}
      </Carousel>
    </fieldset>
  );
}
