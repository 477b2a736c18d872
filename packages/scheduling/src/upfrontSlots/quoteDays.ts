// What the upfront slots screen reads of the quotes (scheduling spec §3 "Time-slot response", §4
// "Upfront slots"), and what it sends back to reserve a time (§7 "Create promise").
import type { Modality } from '@aisle/contracts';
import {
  slotSelectionId,
  type CreatePromiseRequest,
  type PromiseV4,
  type QuoteItem,
  type TimeSlotDay,
  type TimeSlotOption,
} from '@aisle/contracts/scheduling';

/** The day shown and the time chosen on it (its `slotSelectionId`), or null for none. */
export interface SlotSelection {
  date: string | null;
  optionId: string | null;
}

/** The week has no time at all: the no-delivery-available page (§4 "empty (no-quotes page)"). */
export const hasNoTimes = (days: readonly TimeSlotDay[]) => days.every((day) => day.times.length === 0);

/** The held reservation's time among the quotes, matched by its window and vendor. */
function heldOption(days: readonly TimeSlotDay[], held: PromiseV4 | undefined) {
  const selection = held?.selections[0];
  if (!selection) return undefined;
  for (const day of days) {
    const option = day.times.find(
      (time) => time.window.value === selection.window.value && time.vendorId === selection.vendor.id,
    );
    if (option) return { date: day.date, optionId: slotSelectionId(option) };
  }
  return undefined;
}

/**
 * §4 "The first available day and option are preselected": the held reservation's time when the
 * quotes still offer it, else the first time of the first day that has one.
 */
export function initialSelection(days: readonly TimeSlotDay[], held?: PromiseV4): SlotSelection {
  const kept = heldOption(days, held);
  if (kept) return kept;
  const first = days.find((day) => day.times.length > 0);
  const option = first?.times[0];
  return { date: first?.date ?? null, optionId: option ? slotSelectionId(option) : null };
}

/** The chosen time, looked up on the day shown only: a time of another day is never reserved. */
export function selectedOption(days: readonly TimeSlotDay[], selection: SlotSelection): TimeSlotOption | undefined {
  return days
    .find((day) => day.date === selection.date)
    ?.times.find((time) => slotSelectionId(time) === selection.optionId);
}

/** The lowest cost of a day's times, in dollars; null for a day without times. */
export function cheapestCost(times: readonly TimeSlotOption[]): number | null {
  return times.length > 0 ? Math.min(...times.map(optionCost)) : null;
}

/** What a time costs the shopper: nothing when its fee is waived. */
export const optionCost = (option: Pick<TimeSlotOption, 'cost' | 'waiver'>) => (option.waiver ? 0 : option.cost);

/** The start and end of a window `start/end`, wall-clock times in its own zone. */
export function windowBounds(window: TimeSlotOption['window']): { start: string; end: string } {
  const [start = '', end = ''] = window.value.split('/');
  return { start, end };
}

/**
 * The zone the days are dated in: the store's, as its windows tell it. Days are the store's
 * calendar, so 'Today' is today where the store is.
 */
export function storeTimeZone(days: readonly TimeSlotDay[]): string | undefined {
  return days.flatMap((day) => day.times)[0]?.window.timezone;
}

/** The lines as quotes and promises take them: nothing of the cart line but gtin13, offer and quantity. */
export const quoteItems = (items: readonly QuoteItem[]): QuoteItem[] =>
  items.map(({ gtin13, offerId, quantity }) => ({ gtin13, quantity, ...(offerId !== undefined && { offerId }) }));

/**
 * The reservation of a quoted time (§7 "Create promise"): its selected id, its vendor and, as
 * `originalWindow`, the window the shopper saw, so the service can tell if it has moved.
 */
export function promiseRequest(
  option: TimeSlotOption,
  { modalityType, locationId, items }: { modalityType: Modality; locationId: string; items: readonly QuoteItem[] },
): CreatePromiseRequest {
  return {
    modalityType,
    locationId,
    optionIds: [slotSelectionId(option)],
    items: quoteItems(items),
    originalWindow: option.window,
    vendorId: option.vendorId,
  };
}
