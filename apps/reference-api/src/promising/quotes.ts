import { createHash } from 'node:crypto';
import { getBannerBehaviour, type BannerId, type Modality } from '@aisle/contracts';
import type { QuoteItem, QuoteItems, QuotesResponse, TimeSlotOption } from '@aisle/contracts/scheduling';
import { clockText } from '../stores/openingHours';
import type { StoreRow } from '../stores/storeRecord';

// The reference service's time slots, the same for a store, a day and a window every time they are
// asked for (the spec leaves them to the service): the journeys and the screens' tests can count on
// them, and a shopper sees a plausible week.

/** Days quoted, today first. */
export const quotedDays = 7;
/** The free-delivery threshold the spec gives as the default (§3, §9). */
export const freeThreshold = 35;
/** A window must start at least this long from now to be offered today. */
const leadMinutes = 60;
const windows: Record<'DELIVERY' | 'PICKUP', { starts: number[]; hours: number }> = {
  DELIVERY: { starts: [8, 10, 12, 14, 16, 18], hours: 2 },
  PICKUP: { starts: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19], hours: 1 },
};
const deliveryCosts = [3.95, 5.95, 7.95, 9.95, 4.95];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A stable number from the parts: the service's dice. */
export function roll(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

/** Today's date and the minutes past midnight, where the store is. */
function localNow(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00:00`;

interface Vendor {
  id: string;
  name: string;
}

/** The vendors of a modality: the store itself for pickup; the banner's own delivery, and a partner's. */
function vendorsOf(modality: 'DELIVERY' | 'PICKUP', banner: BannerId): Vendor[] {
  if (modality === 'PICKUP') return [{ id: 'store', name: 'Store Pickup' }];
  const { title } = getBannerBehaviour(banner);
  return [
    { id: `${banner}-delivery`, name: `${title} Delivery` },
    { id: 'instacart', name: 'Instacart' },
  ];
}

/**
 * Which of the items a store can fulfil by a vendor: one item in ten is restricted at a store
 * (rolled per store and item), and the partner's delivery never carries what the store cannot.
 */
export function itemsFor(store: StoreRow, items: readonly QuoteItem[]): QuoteItems {
  const included: QuoteItems['included'] = [];
  const excluded: QuoteItems['excluded'] = [];
  for (const item of items) {
    if (roll(store.location_id, item.gtin13) % 10 === 0) excluded.push({ ...item, code: 'ITEM_RESTRICTED' });
    else included.push(item);
  }
  return { included, excluded };
}

/** The scheduling spec's default shipping timeline (§9): what a ship order's one window reads as. */
export const shippingTimeline = 'As soon as 1-3 days';

/**
 * A ship order's quote: no time to choose, one window from tomorrow to three days out, at no cost
 * (the spec prices no shipping). It is held as a promise like a pickup or delivery time, so a ship
 * checkout keeps the same rules: one store packs it, and the draft lapses with its hold.
 */
function quoteShipping(store: StoreRow, items: readonly QuoteItem[], now: Date): QuotesResponse['data'] {
  const date = localNow(now, store.time_zone).date;
  const quoteId = `SHIP-${store.location_id}-${date}-ship`;
  const month = months[Number(date.slice(5, 7)) - 1] ?? '';
  const time: TimeSlotOption = {
    quoteId,
    optionId: '0000',
    displayString: shippingTimeline,
    cost: 0,
    shouldShowFees: false,
    vendorId: 'ship',
    vendorName: 'Ship',
    waiver: false,
    window: { value: `${addDays(date, 1)}T00:00:00/${addDays(date, 4)}T00:00:00`, timezone: store.time_zone },
  };
  return {
    days: [{ date, month, times: [time] }],
    items: { [quoteId]: itemsFor(store, items) },
    membership: { freeThreshold },
  };
}

/**
 * A week of time slots for a store's pickup or delivery, or a ship order's one window. Per day:
 * pickup hour windows from 9 AM, delivery two-hour windows from 8 AM by the banner's delivery and by
 * a partner. About one window in five is full (left out), one day in seven has none, delivery costs
 * $3.95–$9.95 (pickup is free), and today's first delivery window is EXPRESS. Today starts an hour
 * from now.
 */
export function quoteTimeSlots(
  store: StoreRow,
  modality: Modality,
  items: readonly QuoteItem[],
  now: Date,
): QuotesResponse['data'] {
  if (modality === 'SHIP') return quoteShipping(store, items, now);
  const kind = modality === 'DELIVERY' ? 'DELIVERY' : 'PICKUP';
  const banner = store.banner as BannerId;
  const timeZone = store.time_zone;
  const today = localNow(now, timeZone);
  const stock = itemsFor(store, items);
  const quotes: QuotesResponse['data']['items'] = {};
  const days = Array.from({ length: quotedDays }, (_, index) => {
    const date = addDays(today.date, index);
    const month = months[Number(date.slice(5, 7)) - 1] ?? '';
    const closed = roll(store.location_id, date, kind) % 7 === 0;
    const times: TimeSlotOption[] = [];
    for (const vendor of vendorsOf(kind, banner)) {
      const quoteId = `${kind}-${store.location_id}-${date}-${vendor.id}`;
      quotes[quoteId] = stock;
      if (closed) continue;
      for (const start of windows[kind].starts) {
        if (index === 0 && start * 60 < today.minutes + leadMinutes) continue;
        const dice = roll(store.location_id, date, start, vendor.id);
        if (dice % 5 === 0) continue;
        const end = start + windows[kind].hours;
        const express = kind === 'DELIVERY' && index === 0 && times.length === 0;
        const cost = kind === 'PICKUP' ? 0 : (deliveryCosts[dice % deliveryCosts.length] ?? 0) + (express ? 4 : 0);
        times.push({
          quoteId,
          optionId: `${String(start).padStart(2, '0')}00`,
          displayString: `${month} ${Number(date.slice(8))}, ${clockText(start * 60)} – ${clockText(end * 60)}`,
          cost,
          shouldShowFees: cost > 0,
          vendorId: vendor.id,
          vendorName: vendor.name,
          waiver: false,
          ...(express && { type: 'EXPRESS', incentive: { displayName: 'Express' } }),
          window: { value: `${date}T${hour(start)}/${date}T${hour(end)}`, timezone: timeZone },
        });
      }
    }
    times.sort((a, b) => a.window.value.localeCompare(b.window.value) || a.vendorId.localeCompare(b.vendorId));
    return { date, month, times };
  });
  return { days, items: quotes, membership: { freeThreshold } };
}
