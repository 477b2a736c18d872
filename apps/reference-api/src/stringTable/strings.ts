import { getBannerBehaviour, type BannerId } from '@aisle/contracts';
import type { StringTableId, StringTables } from '@aisle/contracts/scheduling';

// The reference service's string table (scheduling spec §7 "String table"). Its words are the
// scheduling package's message tables' (`slotMessages`, `filterMessages`, `selectorMessages`), so a
// storefront looks the same whether the table has loaded or not. `{name}` marks what the screen
// fills in (the customer-service phone, the plan, amounts); the banner's name is filled in here, as
// "{banner} Delivery" is per banner (§4, §8).

/** `checkout/upfront-timeslots` for a banner. */
function upfrontTimeslots(banner: BannerId): StringTables['checkout/upfront-timeslots'] {
  const { title } = getBannerBehaviour(banner);
  return {
    SOMETHING_WENT_WRONG: {
      headingText: "We're sorry, but there was a problem loading available times.",
      bodyText: 'If the problem persists, please contact Customer Service at {phone}.',
    },
    UNAVAILABLE_DELIVERY: {
      headingText: `${title} Delivery Unavailable`,
      bodyText: `We're sorry there are no longer any ${title} Delivery times available for this address. Continue to choose from all delivery times.`,
    },
    membershipMessages: {
      memberFree: 'Your {plan} membership gets this order free delivery.',
      memberSpendMore: 'Add {amount} more to get free delivery with {plan}.',
      promo: 'Get free delivery on orders of {threshold} or more with {membership}.',
      disclaimer: '* $35 minimum on qualifying orders. Restrictions may apply.',
      disclaimerAmount: '* {threshold} minimum on qualifying orders. Restrictions may apply.',
    },
  };
}

/** `modality/fulfillment/text`: the ways of shopping as the selector names them. */
const modalityFulfillment: StringTables['modality/fulfillment/text'] = {
  PICKUP: 'Pickup',
  DELIVERY: 'Delivery',
  IN_STORE: 'In Store',
  SHIP: 'Ship',
};

/** The tables asked for, each under its id. */
export function stringTables(ids: readonly StringTableId[], banner: BannerId): Partial<StringTables> {
  const tables: Partial<StringTables> = {};
  for (const id of ids) {
    if (id === 'modality/fulfillment/text') tables[id] = modalityFulfillment;
    else tables[id] = upfrontTimeslots(banner);
  }
  return tables;
}
