// The modality options (scheduling spec §7) over in-memory stores, as the reference API answers:
// only the banner's modalities (X-Banner), stores nearest first, delivery from the banner's own.
import { getBannerBehaviour, isBannerId, serviceHeaders, type Modality } from '@aisle/contracts';
import {
  schedulingPaths,
  type ModalityOptionsRequest,
  type ModalityOptionsResponse,
  type StoreDetail,
} from '@aisle/contracts/scheduling';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { storeOption } from '../fixtures';
import { schedulingErrorBody, type Fail } from './failures';

/** The reference API's error for a postal code that is not 5 digits. */
export const invalidPostalCodeError = { status: 400, code: 'INVALID_POSTAL_CODE', reason: 'Enter a 5-digit ZIP code.' };
/** The reference API's error for a place with no store within 500 miles. */
export const noStoresFoundError = {
  status: 400,
  code: 'NO_STORES_FOUND',
  reason: 'No Stores were found within 500 Miles of the entered location!',
};

const errorOf = ({ status, code, reason }: { status: number; code: string; reason: string }) =>
  HttpResponse.json(schedulingErrorBody(code, reason), { status });

/**
 * Who fulfils delivery: the nearest own store, or a fulfilment centre (the banner's own delivery,
 * after which the selector shows the delivery times, §4 "Selecting an address").
 */
export type DeliveryFulfilment = 'store' | 'fulfillmentCentre';

export function modalityHandlers(
  url: (path: string) => string,
  fail: Fail,
  stores: readonly StoreDetail[],
  deliveryFulfilment: DeliveryFulfilment = 'store',
): HttpHandler[] {
  return [
    http.post(url(schedulingPaths.modalityOptions), async ({ request }) => {
      const failure = await fail('modalityOptions');
      if (failure) return failure;
      const body = (await request.json()) as ModalityOptionsRequest;
      if ('postalCode' in body && !/^\d{5}$/.test(body.postalCode)) return errorOf(invalidPostalCodeError);
      if (stores.length === 0) return errorOf(noStoresFoundError);
      const header = request.headers.get(serviceHeaders.banner)?.toLowerCase() ?? 'kroger';
      const banner = isBannerId(header) ? header : 'kroger';
      const capabilities = getBannerBehaviour(banner).modalityCapabilities;
      const storeOptions = (modality: Modality) => stores.map((detail) => storeOption(modality, detail, banner));
      const own = stores.find((detail) => detail.banner === banner);
      const data: ModalityOptionsResponse['data'] = {
        storeDetails: [...stores],
        featureToggles: { closeToStore: own !== undefined },
      };
      if (capabilities.PICKUP) data.PICKUP = storeOptions('PICKUP');
      if (capabilities.IN_STORE) data.IN_STORE = storeOptions('IN_STORE');
      if (capabilities.DELIVERY) {
        const delivery = own && storeOption('DELIVERY', own, banner);
        data.DELIVERY = delivery
          ? [{ ...delivery, fulfillment: [{ kind: deliveryFulfilment, locationId: own.locationId }] }]
          : [];
      }
      return HttpResponse.json({ data });
    }),
  ];
}
