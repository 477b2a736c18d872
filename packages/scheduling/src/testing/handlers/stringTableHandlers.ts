// The string table (scheduling spec §7 "String table") as the reference API answers it: the tables
// named by `?ids=`, in the banner of X-Banner, with the banner's name in "{banner} Delivery". Its
// words are the package's message tables', as the reference's are, so a story looks the same with
// the table loaded or not; `tables` puts other words in, to show them winning.
import { getBannerBehaviour, isBannerId, serviceHeaders } from '@aisle/contracts';
import { schedulingPaths, stringTableIds, type StringTableId, type StringTables } from '@aisle/contracts/scheduling';
import { format } from '@aisle/ui';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { filterMessages } from '../../deliveryFilters/filterMessages';
import { selectorMessages } from '../../modalitySelector/selectorMessages';
import { slotMessages } from '../../upfrontSlots/slotMessages';
import { schedulingErrorBody, type Fail } from './failures';

/** The tables in a banner, as the reference API words them. */
export function referenceStringTables(bannerTitle: string): StringTables {
  const banner = { banner: bannerTitle };
  return {
    'modality/fulfillment/text': {
      PICKUP: selectorMessages.modalityPickup,
      DELIVERY: selectorMessages.modalityDelivery,
      IN_STORE: selectorMessages.modalityInStore,
      SHIP: selectorMessages.modalityShip,
    },
    'checkout/upfront-timeslots': {
      SOMETHING_WENT_WRONG: { headingText: slotMessages.slotsLoadFailed, bodyText: slotMessages.slotsLoadFailedNote },
      UNAVAILABLE_DELIVERY: {
        headingText: format(filterMessages.filterUnavailableTitle, banner),
        bodyText: format(filterMessages.filterUnavailableBody, banner),
      },
      membershipMessages: {
        memberFree: filterMessages.filterMemberFree,
        memberSpendMore: filterMessages.filterMemberSpendMore,
        promo: filterMessages.filterPromo,
        disclaimer: filterMessages.filterDisclaimer,
        disclaimerAmount: filterMessages.filterDisclaimerAmount,
      },
    },
  };
}

const isStringTableId = (id: string): id is StringTableId => stringTableIds.some((known) => known === id);

export function stringTableHandlers(
  url: (path: string) => string,
  fail: Fail,
  tables: Partial<StringTables> = {},
): HttpHandler[] {
  return [
    http.get(url(schedulingPaths.stringTable), async ({ request }) => {
      const failure = await fail('stringTable');
      if (failure) return failure;
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
      if (!ids.every(isStringTableId)) {
        const reason = `ids is one or more of ${stringTableIds.join(', ')}, comma separated`;
        return HttpResponse.json(schedulingErrorBody('CONSTRAINT_VIOLATION_EXCEPTION', reason), { status: 400 });
      }
      const header = request.headers.get(serviceHeaders.banner)?.toLowerCase() ?? 'kroger';
      const known = {
        ...referenceStringTables(getBannerBehaviour(isBannerId(header) ? header : 'kroger').title),
        ...tables,
      };
      return HttpResponse.json({ data: Object.fromEntries(ids.map((id) => [id, known[id]])) });
    }),
  ];
}
