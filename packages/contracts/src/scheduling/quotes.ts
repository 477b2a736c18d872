// Time-slot quotes (scheduling spec §3 "Time-slot response", "Time-slot request"; §7 "Timeslot
// quotes (promising v4)").
import { z } from 'zod';
import { modalityType } from './modalityOptions';

/** A cart line as quotes are asked for. */
export const quoteItem = z.object({
  gtin13: z.string(),
  offerId: z.string().optional(),
  quantity: z.number(),
});
export type QuoteItem = z.infer<typeof quoteItem>;

/** Who carries a delivery: the delivery vendor's source and hand-off. */
export const quoteVendor = z.object({ source: z.string(), handoff: z.string() });
export type QuoteVendor = z.infer<typeof quoteVendor>;

export const quotesRequest = z.object({
  modalityType,
  /** The store (pickup) or the store that delivers (delivery). */
  locationId: z.string(),
  items: z.array(quoteItem),
  /** The delivery vendors to quote; every vendor when absent. */
  vendors: z.array(quoteVendor).optional(),
  /** The language the service words `displayString` in (§3 "Time-slot request" locale): 'en-US'. */
  locale: z.string().optional(),
});
export type QuotesRequest = z.infer<typeof quotesRequest>;

/**
 * Who asks for the times (§3 "Time-slot request": query page and component; their values are not
 * shown, so ours): the page they are shown on and the screen that shows them. The service may
 * count by them; the times are the same.
 */
export const quotesQuery = z.object({
  /** 'storefront', 'cart' or 'checkout' (where the upfront times were opened), or 'scheduling'. */
  page: z.string().optional(),
  /** 'upfront-timeslots' or 'scheduling-timeslots'. */
  component: z.string().optional(),
});
export type QuotesQuery = z.infer<typeof quotesQuery>;

/** An ISO 8601 interval (`start/end`) and the time zone it is told in. */
export const timeWindow = z.object({ value: z.string(), timezone: z.string() });

/** One time a shopper can choose; its selected id is `${quoteId}:${optionId}` (`slotSelectionId`). */
export const timeSlotOption = z.object({
  quoteId: z.string(),
  optionId: z.string(),
  /** 'Nov 27, 8:00 AM – 10:00 AM' as the service words it; the UI formats `window` itself. */
  displayString: z.string(),
  /** Dollars. */
  cost: z.number(),
  shouldShowFees: z.boolean(),
  vendorId: z.string(),
  vendorName: z.string(),
  waiver: z.boolean(),
  type: z.string().optional(),
  incentive: z.object({ displayName: z.string() }).optional(),
  window: timeWindow,
});
export type TimeSlotOption = z.infer<typeof timeSlotOption>;

export const timeSlotDay = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  /** 'Nov'. */
  month: z.string(),
  times: z.array(timeSlotOption),
});
export type TimeSlotDay = z.infer<typeof timeSlotDay>;

const itemOutcome = quoteItem.extend({ code: z.string().optional() });

/** Which items a quote can fulfil, and which it cannot (with why: ITEM_RESTRICTED, …). */
export const quoteItems = z.object({ included: z.array(itemOutcome), excluded: z.array(itemOutcome) });
export type QuoteItems = z.infer<typeof quoteItems>;

export const quotesResponse = z.object({
  data: z.object({
    days: z.array(timeSlotDay),
    /** By quote id. */
    items: z.record(z.string(), quoteItems),
    membership: z.object({ type: z.string().optional(), freeThreshold: z.number() }),
    message: z.string().optional(),
  }),
});
export type QuotesResponse = z.infer<typeof quotesResponse>;

/** The id a chosen time goes by (spec §3: "The selected id combines quoteId and optionId"). */
export const slotSelectionId = ({ quoteId, optionId }: Pick<TimeSlotOption, 'quoteId' | 'optionId'>) =>
  `${quoteId}:${optionId}`;
