// The string table (scheduling spec §7 "String table"): words the service keeps for the scheduling
// screens, fetched by id. The spec names two ids and what `checkout/upfront-timeslots` holds; the
// fields inside membershipMessages and the whole of `modality/fulfillment/text` are ours.
import { z } from 'zod';

/** The ids the scheduling screens fetch (§7), in the spec's order. */
export const stringTableIds = ['modality/fulfillment/text', 'checkout/upfront-timeslots'] as const;
export type StringTableId = (typeof stringTableIds)[number];

/** A panel's or a modal's words. */
export const headingAndBody = z.object({ headingText: z.string(), bodyText: z.string() });

/**
 * The membership delivery message's words. `{name}` marks a value the screen fills in: `{plan}`,
 * `{amount}`, `{threshold}`, `{membership}` (the programme's name, Boost or HTPlus).
 */
export const membershipMessages = z.object({
  /** A BST or BSTL basket at or over the free-delivery threshold. */
  memberFree: z.string(),
  /** … under it. */
  memberSpendMore: z.string(),
  /** Everyone else's delivery promo. */
  promo: z.string(),
  /** The disclaimer for the default $35 threshold. */
  disclaimer: z.string(),
  /** … for another threshold. */
  disclaimerAmount: z.string(),
});
export type MembershipMessages = z.infer<typeof membershipMessages>;

/** `checkout/upfront-timeslots`: SOMETHING_WENT_WRONG, UNAVAILABLE_DELIVERY and membershipMessages (§7). */
export const upfrontTimeslotsStrings = z.object({
  /** The time slots could not be loaded. */
  SOMETHING_WENT_WRONG: headingAndBody,
  /** The banner's own delivery has no time left ('{banner} Delivery Unavailable'). */
  UNAVAILABLE_DELIVERY: headingAndBody,
  membershipMessages,
});
export type UpfrontTimeslotsStrings = z.infer<typeof upfrontTimeslotsStrings>;

/** `modality/fulfillment/text`: the name of each way of shopping. */
export const modalityFulfillmentStrings = z.object({
  PICKUP: z.string(),
  DELIVERY: z.string(),
  IN_STORE: z.string(),
  SHIP: z.string(),
});
export type ModalityFulfillmentStrings = z.infer<typeof modalityFulfillmentStrings>;

/** The tables asked for (`?ids=` comma separated), each under its id. */
export const stringTableResponse = z.object({
  data: z.object({
    'modality/fulfillment/text': modalityFulfillmentStrings.optional(),
    'checkout/upfront-timeslots': upfrontTimeslotsStrings.optional(),
  }),
});
export type StringTableResponse = z.infer<typeof stringTableResponse>;
/** Each table by its id. */
export type StringTables = Required<StringTableResponse['data']>;
