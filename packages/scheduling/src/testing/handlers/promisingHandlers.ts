// Promising v4 (scheduling spec §7 "Timeslot quotes", "Create promise", "Update promise") over an in-memory week, as
// the reference API answers: the same times for a store, a day and a window every time, 2-hour
// delivery windows from 8 AM by the banner's delivery and Instacart (hour windows for pickup), about
// one window in five full, one day in seven without times, today's first delivery window EXPRESS,
// and a reserved time held for 30 minutes. The reference rolls its dice with SHA-256 on the
// server; here a small string hash does, so the handlers run in a browser too: the shape of the week
// is the reference's, its exact days are not.
import { getBannerBehaviour, isBannerId, serviceHeaders, type BannerId } from '@aisle/contracts';
import {
  schedulingPaths,
  type CreatePromiseRequest,
  type PromiseV4,
  type QuoteItem,
  type QuoteItems,
  type QuotesRequest,
  type QuotesResponse,
  type StoreDetail,
  type TimeSlotOption,
} from '@aisle/contracts/scheduling';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { schedulingErrorBody, type Fail } from './failures';
import { promiseUpdateHandler } from './promiseUpdateHandler';

export interface PromisingHandlersOptions {
  /** Every day of the week without a time (the store's fleet is booked): the no-delivery page. */
  emptyWeek?: boolean;
  /** The clock the week is quoted from; the test provider's (2026-11-22T12:00:00Z) by default. */
  now?: () => Date;
}

/** How long a reserved time is held, as the reference API holds it. */
export const promiseHoldMinutes = 30;
/** Days quoted, today first. */
export const quotedDays = 7;
/** The demo stores are in Cincinnati. */
export const demoStoreTimeZone = 'America/New_York';

/** The reference API's answer when the chosen time is no longer quoted. */
export const timeslotUnavailableError = {
  status: 409,
  code: 'TIMESLOT_UNAVAILABLE',
  reason: 'The time you selected for your order is no longer available. Please select a new time.',
};

const testClock = () => new Date('2026-11-22T12:00:00Z');
const leadMinutes = 60;
const windows = {
  DELIVERY: { starts: [8, 10, 12, 14, 16, 18], hours: 2 },
  PICKUP: { starts: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19], hours: 1 },
} as const;
const deliveryCosts = [3.95, 5.95, 7.95, 9.95, 4.95];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A stable number from the parts, the week's dice: FNV-1a, then MurmurHash3's mix so every bit counts. */
function roll(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

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
const clockText = (hours24: number) => `${hours24 % 12 === 0 ? 12 : hours24 % 12}:00 ${hours24 < 12 ? 'AM' : 'PM'}`;

function vendorsOf(modality: 'DELIVERY' | 'PICKUP', banner: BannerId) {
  if (modality === 'PICKUP') return [{ id: 'store', name: 'Store Pickup' }];
  return [
    { id: `${banner}-delivery`, name: `${getBannerBehaviour(banner).title} Delivery` },
    { id: 'instacart', name: 'Instacart' },
  ];
}

/** One item in ten is restricted at a store, rolled per store and item. */
function itemsFor(locationId: string, items: readonly QuoteItem[]): QuoteItems {
  const included: QuoteItems['included'] = [];
  const excluded: QuoteItems['excluded'] = [];
  for (const item of items) {
    if (roll(locationId, item.gtin13) % 10 === 0) excluded.push({ ...item, code: 'ITEM_RESTRICTED' });
    else included.push(item);
  }
  return { included, excluded };
}

/** A week of a store's times, as the reference API's `quoteTimeSlots` builds it. */
export function quoteWeek(
  request: Pick<QuotesRequest, 'modalityType' | 'locationId' | 'items'>,
  { banner = 'kroger', now = testClock(), emptyWeek = false }: { banner?: BannerId; now?: Date; emptyWeek?: boolean },
): QuotesResponse['data'] {
  const kind = request.modalityType === 'DELIVERY' ? 'DELIVERY' : 'PICKUP';
  const today = localNow(now, demoStoreTimeZone);
  const stock = itemsFor(request.locationId, request.items);
  const quotes: QuotesResponse['data']['items'] = {};
  const days = Array.from({ length: quotedDays }, (_, index) => {
    const date = addDays(today.date, index);
    const month = months[Number(date.slice(5, 7)) - 1] ?? '';
    const closed = emptyWeek || roll(request.locationId, date, kind) % 7 === 0;
    const times: TimeSlotOption[] = [];
    for (const vendor of vendorsOf(kind, banner)) {
      const quoteId = `${kind}-${request.locationId}-${date}-${vendor.id}`;
      quotes[quoteId] = stock;
      if (closed) continue;
      for (const start of windows[kind].starts) {
        if (index === 0 && start * 60 < today.minutes + leadMinutes) continue;
        const dice = roll(request.locationId, date, start, vendor.id);
        if (dice % 5 === 0) continue;
        const end = start + windows[kind].hours;
        const express = kind === 'DELIVERY' && index === 0 && times.length === 0;
        const cost = kind === 'PICKUP' ? 0 : (deliveryCosts[dice % deliveryCosts.length] ?? 0) + (express ? 4 : 0);
        times.push({
          quoteId,
          optionId: `${String(start).padStart(2, '0')}00`,
          displayString: `${month} ${Number(date.slice(8))}, ${clockText(start)} – ${clockText(end)}`,
          cost,
          shouldShowFees: cost > 0,
          vendorId: vendor.id,
          vendorName: vendor.name,
          waiver: false,
          ...(express && { type: 'EXPRESS', incentive: { displayName: 'Express' } }),
          window: { value: `${date}T${hour(start)}/${date}T${hour(end)}`, timezone: demoStoreTimeZone },
        });
      }
    }
    times.sort((a, b) => a.window.value.localeCompare(b.window.value) || a.vendorId.localeCompare(b.vendorId));
    return { date, month, times };
  });
  return { days, items: quotes, membership: { freeThreshold: 35 } };
}

/** The reference API's 400 for a body its schema refuses, or undefined for a good one. */
function invalidBody(body: Partial<QuotesRequest>): string | undefined {
  if (body.modalityType !== 'PICKUP' && body.modalityType !== 'DELIVERY') return 'modalityType is PICKUP or DELIVERY';
  if (typeof body.locationId !== 'string' || !/^[A-Za-z0-9]{8}$/.test(body.locationId))
    return 'locationId is 8 letters or digits';
  if (!Array.isArray(body.items)) return 'items must be a list';
  const bad = body.items.find(
    (item) =>
      !/^\d{13}$/.test(item.gtin13) || !Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > 99,
  );
  return bad ? 'items hold a 13-digit gtin13 and a quantity of 1 to 99' : undefined;
}

const errorOf = (status: number, code: string, reason: string) =>
  HttpResponse.json(schedulingErrorBody(code, reason), { status });

const bannerOf = (request: Request): BannerId => {
  const header = request.headers.get(serviceHeaders.banner)?.toLowerCase() ?? 'kroger';
  return isBannerId(header) ? header : 'kroger';
};

// UUIDs, as the service's promise ids are.
const promiseId = (serial: number) => `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`;

export function promisingHandlers(
  url: (path: string) => string,
  fail: Fail,
  stores: readonly StoreDetail[],
  { emptyWeek = false, now = testClock }: PromisingHandlersOptions = {},
): HttpHandler[] {
  let serial = 0;
  // The promises made, by id, for the update handler to change.
  const held = new Map<string, PromiseV4>();
  const known = (locationId: string) => stores.some((store) => store.locationId === locationId);
  const storeNotFound = () => errorOf(404, 'STORE_NOT_FOUND', 'We could not find that store.');

  return [
    http.post(url(schedulingPaths.quotes), async ({ request }) => {
      const failure = await fail('quotes');
      if (failure) return failure;
      const body = (await request.json()) as QuotesRequest;
      const invalid = invalidBody(body);
      if (invalid) return errorOf(400, 'CONSTRAINT_VIOLATION_EXCEPTION', invalid);
      if (!known(body.locationId)) return storeNotFound();
      return HttpResponse.json({ data: quoteWeek(body, { banner: bannerOf(request), now: now(), emptyWeek }) });
    }),
    http.post(url(schedulingPaths.promises), async ({ request }) => {
      const failure = await fail('createPromise');
      if (failure) return failure;
      const body = (await request.json()) as CreatePromiseRequest;
      const invalid =
        invalidBody(body) ??
        (body.optionIds?.length === 1 ? undefined : 'optionIds holds the one chosen time') ??
        (body.vendorId ? undefined : 'vendorId is required');
      if (invalid) return errorOf(400, 'CONSTRAINT_VIOLATION_EXCEPTION', invalid);
      if (!known(body.locationId)) return storeNotFound();
      const at = now();
      const quoted = quoteWeek(body, { banner: bannerOf(request), now: at, emptyWeek });
      const [quoteId, optionId] = (body.optionIds[0] ?? '').split(':');
      const time = quoted.days
        .flatMap((day) => day.times)
        .find((option) => option.quoteId === quoteId && option.optionId === optionId);
      if (!time) {
        const { status, code, reason } = timeslotUnavailableError;
        return errorOf(status, code, reason);
      }
      serial += 1;
      const promise: PromiseV4 = {
        id: promiseId(serial),
        modalityType: body.modalityType,
        versionKey: '1',
        modalityGuid: `${body.modalityType}-${body.locationId}`,
        expiration: { value: new Date(at.getTime() + promiseHoldMinutes * 60_000).toISOString() },
        selections: [
          {
            vendor: { id: time.vendorId },
            window: time.window,
            items: quoted.items[time.quoteId] ?? { included: [], excluded: [] },
          },
        ],
      };
      held.set(promise.id, promise);
      return HttpResponse.json({ data: promise }, { status: 201 });
    }),
    promiseUpdateHandler(url, fail, held, now),
  ];
}
