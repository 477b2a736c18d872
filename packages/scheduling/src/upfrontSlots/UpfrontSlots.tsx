'use client';

import type { ServiceAddress } from '@aisle/contracts';
import type { PromiseV4, QuoteItem, QuoteVendor } from '@aisle/contracts/scheduling';
import { useStorefront } from '@aisle/core';
import { formatTime } from '@aisle/core/format';
import { format } from '@aisle/ui';
import { useId } from 'react';
import { useSchedulingWords } from '../words';
import { slotMessages } from './slotMessages';
import type { SelectorOrigin } from '../modalitySelector/selectorScreens';
import { DeliverTo } from './DeliverTo';
import { LoadingSlots, QuotesError } from './QuotesStates';
import { SlotPicker } from './SlotPicker';
import { SlotsProblem } from './SlotsProblem';
import { isExpired, toStoredPromise } from './storePromise';
import { useQuotes } from './useQuotes';
import { useReserve, type UpfrontReservation } from './useReserve';
import { useShopperTimeZone } from './useShopperTimeZone';
import * as styles from './UpfrontSlots.css';

export interface UpfrontSlotsProps {
  /** The store that delivers. */
  locationId: string;
  /** Where the order goes; shows 'Deliver to' (§2). */
  address?: ServiceAddress | undefined;
  /** 'Change Address' beside 'Deliver to' calls this (to the address book, say); hidden without it. */
  onChangeAddress?: (() => void) | undefined;
  /** The cart's lines the times are quoted for. */
  items: readonly QuoteItem[];
  /** A promise held now: its hold time shows and the button reads 'Edit Reservation'. */
  reservation?: PromiseV4 | null | undefined;
  /** Where the screen was opened; from cart or checkout the button reads 'Schedule Delivery'. */
  openedFrom?: SelectorOrigin;
  /**
   * A time is reserved: set the active modality, keep the promise (`toStoredPromise`) and close the
   * modal. A rejection keeps the screen open with §8's technical-difficulties message.
   */
  onReserved(reservation: UpfrontReservation): void | Promise<void>;
  /** The shopper's IANA zone for the hold time and the user-time-zone header; the browser's by default. */
  timeZone?: string | undefined;
  /**
   * The delivery vendors to quote, each by its source and handoff as the host's service names them
   * (§3 "Time-slot request" vendors); every vendor the service has when absent.
   */
  vendors?: readonly QuoteVendor[] | undefined;
}

/** The upfront times' `component` (§3 "Time-slot request"; the value is ours). Its `page` is where it was opened. */
export const upfrontSlotsComponent = 'upfront-timeslots';

/** Ambiguity 7: 'Edit Reservation' when one is held, 'Schedule Delivery' from cart or checkout, else 'Reserve Your Time'. */
export function reserveButtonLabel(
  messages: Pick<typeof slotMessages, 'slotsEditButton' | 'slotsScheduleButton' | 'slotsReserveButton'>,
  { held, openedFrom }: { held: boolean; openedFrom: SelectorOrigin },
): string {
  if (held) return messages.slotsEditButton;
  return openedFrom === 'storefront' ? messages.slotsReserveButton : messages.slotsScheduleButton;
}

/**
 * The upfront delivery time-slots screen (§2, §4 "Upfront slots"): loads the store's delivery
 * times on mount, offers the first available day and time, and reserves the chosen one.
 */
export function UpfrontSlots({
  locationId,
  address,
  onChangeAddress,
  items,
  reservation,
  openedFrom = 'storefront',
  onReserved,
  timeZone: givenZone,
  vendors,
}: UpfrontSlotsProps) {
  const messages = useSchedulingWords(slotMessages);
  const { now } = useStorefront();
  const timeZone = useShopperTimeZone(givenZone);
  const titleId = useId();
  const quotes = useQuotes({
    locationId,
    items,
    timeZone,
    vendors,
    asker: { page: openedFrom, component: upfrontSlotsComponent },
  });
  const reserving = useReserve({ locationId, address, items, onReserved, reloadQuotes: quotes.reload });
  const expired = reservation ? isExpired(toStoredPromise(reservation), now()) : false;
  const held = reservation && !expired ? reservation : undefined;

  return (
    <section aria-labelledby={titleId} className={styles.slots}>
      {address && <DeliverTo address={address} onChangeAddress={onChangeAddress} />}
      <h2 id={titleId} className={styles.title}>
        {messages.slotsTitle}
      </h2>
      {reservation && (
        <p role="status" className={expired ? styles.expired : styles.held}>
          {format(expired ? messages.slotsHoldExpired : messages.slotsHeldUntil, {
            time: formatTime(reservation.expiration.value, { timeZone }),
          })}
        </p>
      )}
      {quotes.status === 'loading' && <LoadingSlots />}
      {quotes.status === 'error' && <QuotesError error={quotes.error} onRetry={quotes.reload} />}
      {quotes.status === 'empty' && (
        <SlotsProblem
          tone="empty"
          message={format(messages.slotsEmpty, { modality: messages.slotsDelivery })}
          onRetry={quotes.reload}
          retrying={quotes.reloading}
        />
      )}
      {quotes.status === 'loaded' && quotes.quotes && (
        <SlotPicker
          days={quotes.quotes.days}
          held={held}
          reserveLabel={reserveButtonLabel(messages, { held: Boolean(held), openedFrom })}
          timeZone={timeZone}
          reservation={reserving}
        />
      )}
    </section>
  );
}
