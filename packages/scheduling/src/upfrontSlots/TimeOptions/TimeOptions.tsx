'use client';

import { slotSelectionId, type TimeSlotOption } from '@aisle/contracts/scheduling';
import { formatMoney, formatTime } from '@aisle/core/format';
import { format, RadioTile, RadioTileGroup } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { slotMessages } from '../slotMessages';
import { optionCost, windowBounds } from '../quoteDays';
import * as styles from './TimeOptions.css';

export interface TimeOptionsProps {
  /** The day's name as the carousel shows it ('Today', 'Mon 11/23'), for the legend. */
  dayLabel: string;
  times: readonly TimeSlotOption[];
  /** The chosen time's `slotSelectionId`, or null. */
  value: string | null;
  onChange(optionId: string): void;
  /** The id of the message saying a time must be chosen, while it shows. */
  errorId?: string | undefined;
  /** Names the times for pickup or delivery (delivery by default). */
  modalityType?: 'DELIVERY' | 'PICKUP';
}

/**
 * A day's delivery times as a radio group (§2 "a list of delivery quote options per day"): each
 * shows its window, its cost ('Free' at 0) and who delivers it; EXPRESS times are marked.
 */
export function TimeOptions({
  dayLabel,
  times,
  value,
  onChange,
  errorId,
  modalityType = 'DELIVERY',
}: TimeOptionsProps) {
  const messages = useSchedulingWords(slotMessages);
  return (
    <RadioTileGroup
      legend={format(modalityType === 'PICKUP' ? messages.slotsPickupTimesLabel : messages.slotsTimesLabel, {
        day: dayLabel,
      })}
      value={value}
      onValueChange={onChange}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className={styles.times}
    >
      {times.map((option) => {
        const { start, end } = windowBounds(option.window);
        const cost = optionCost(option);
        const express = option.type === 'EXPRESS';
        return (
          <RadioTile
            key={slotSelectionId(option)}
            value={slotSelectionId(option)}
            title={
              <>
                {/* The window is the store's wall-clock time, as the service tells it. */}
                {format(messages.slotsWindow, { start: formatTime(start), end: formatTime(end) })}
                {express && (
                  <>
                    {' '}
                    <span className={styles.express}>{option.incentive?.displayName ?? messages.slotsExpress}</span>
                  </>
                )}
              </>
            }
            description={format(messages.slotsOptionDetail, {
              cost: cost === 0 ? messages.slotsFree : formatMoney(cost),
              vendor: option.vendorName,
            })}
          />
        );
      })}
    </RadioTileGroup>
  );
}
