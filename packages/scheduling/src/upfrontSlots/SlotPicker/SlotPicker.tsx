'use client';

import type { PromiseV4, TimeSlotDay } from '@aisle/contracts/scheduling';
import { coreMessages, useMessages, useStorefront } from '@aisle/core';
import { formatDayLabel } from '@aisle/core/format';
import { Button } from '@aisle/ui';
import { useId, useState } from 'react';
import { useSchedulingWords } from '../../words';
import { slotMessages } from '../slotMessages';
import { DayCarousel } from '../DayCarousel';
import { initialSelection, selectedOption, storeTimeZone, type SlotSelection } from '../quoteDays';
import { TimeOptions } from '../TimeOptions';
import type { ReserveNotice, ReserveState } from '../useReserve';
import * as styles from './SlotPicker.css';

export interface SlotPickerProps {
  days: readonly TimeSlotDay[];
  /** The reservation held now: its time is chosen to start with while the quotes still offer it. */
  held?: PromiseV4 | undefined;
  /** The button's words (ambiguity 7). */
  reserveLabel: string;
  /** The zone the days fall back to when no time names the store's. */
  timeZone: string;
  reservation: ReserveState;
  /** Names the days and times for pickup or delivery (delivery by default). */
  modalityType?: 'DELIVERY' | 'PICKUP';
}

const noticeKeys: Record<Exclude<ReserveNotice, 'offline'>, keyof typeof slotMessages> = {
  selectTime: 'slotsSelectTime',
  timeUnavailable: 'slotsTimeUnavailable',
  sessionExpired: 'slotsSessionExpired',
  notReserved: 'slotsNotReserved',
  technicalDifficulties: 'slotsTechnicalDifficulties',
};

/**
 * The loaded week: the days, the chosen day's times (or §8's no-slots message) and the button. The
 * choice starts at the first available day and time (§4) and starts again whenever the quotes do.
 */
export function SlotPicker({
  days,
  held,
  reserveLabel,
  timeZone,
  reservation,
  modalityType = 'DELIVERY',
}: SlotPickerProps) {
  const messages = useSchedulingWords(slotMessages);
  const { offline } = useMessages('core', coreMessages);
  const { now } = useStorefront();
  const noticeId = useId();
  const [chosen, setChosen] = useState<{ days: readonly TimeSlotDay[]; selection: SlotSelection }>();
  const selection = chosen?.days === days ? chosen.selection : initialSelection(days, held);
  const { reserve, notice, clearNotice, reserving } = reservation;

  // §4 "Changing the selected quote clears validation": a new day starts with no time chosen.
  const choose = (next: SlotSelection) => {
    setChosen({ days, selection: next });
    clearNotice();
  };

  const day = days.find((each) => each.date === selection.date);
  const dayZone = storeTimeZone(days) ?? timeZone;
  const noticeText = notice && (notice === 'offline' ? offline : messages[noticeKeys[notice]]);

  return (
    <div className={styles.picker}>
      <DayCarousel
        modalityType={modalityType}
        days={days}
        value={selection.date}
        onChange={(date) => choose({ date, optionId: null })}
        timeZone={dayZone}
      />
      <div>
        {day && day.times.length > 0 && (
          <TimeOptions
            modalityType={modalityType}
            dayLabel={formatDayLabel(day.date, { now: now(), timeZone: dayZone, today: messages.slotsToday })}
            times={day.times}
            value={selection.optionId}
            onChange={(optionId) => choose({ date: day.date, optionId })}
            errorId={notice === 'selectTime' ? noticeId : undefined}
          />
        )}
        {/* Always there, so the message is announced when a day without times is chosen. */}
        <div role="status">
          {day && day.times.length === 0 && <p className={styles.noTimes}>{messages.slotsNoTimesForDay}</p>}
        </div>
      </div>
      <div className={styles.footer}>
        {noticeText && (
          <p id={noticeId} role="alert" className={styles.notice}>
            {noticeText}
          </p>
        )}
        <Button
          className={styles.reserve}
          busy={reserving}
          busyLabel={messages.slotsReserving}
          onClick={() => void reserve(selectedOption(days, selection))}
        >
          {reserveLabel}
        </Button>
      </div>
    </div>
  );
}
