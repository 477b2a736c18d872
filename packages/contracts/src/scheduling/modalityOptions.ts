// Modality options and address eligibility (scheduling spec §3 "Modality option", "Modality
// options response", "Store detail", "Address validation result"; §7).
import { z } from 'zod';
import { store } from '../account/stores';
import { serviceAddress } from '../address/serviceShapes';
import { modalities } from '../banners/behaviour';

export const modalityType = z.enum(modalities);

const point = z.object({ lat: z.number(), lng: z.number() });

/** What the options are asked for: a postal code, a point (geolocation), or an address. */
export const modalityOptionsRequest = z.union([
  z.object({ postalCode: z.string() }),
  z.object({ location: point }),
  z.object({ address: serviceAddress }),
]);
export type ModalityOptionsRequest = z.infer<typeof modalityOptionsRequest>;

/** A store card's data: the locator's store, with what the selector shows of it. */
export const storeDetail = store.extend({
  departmentFlags: z.object({ isLockerLocation: z.boolean() }).optional(),
  /** Where a store of another banner is shopped: that banner's site. */
  externalNavigation: z.object({ webUrl: z.string(), linkText: z.string() }).optional(),
  /** The store the shopper is shopping now. */
  currentlyShopping: z.boolean().optional(),
});
export type StoreDetail = z.infer<typeof storeDetail>;

/** One way of shopping on offer: a store to pick up from or shop in, or a delivery or ship destination. */
export const modalityOption = z.object({
  id: z.string(),
  modalityType,
  destination: z.object({ locationId: z.string().optional(), address: serviceAddress.optional() }),
  /** A store of another banner: shopped on that banner's site. */
  isCrossBanner: z.boolean(),
  /** Miles from what was searched. */
  distance: z.number().optional(),
  createdDate: z.string().optional(),
  source: z.string(),
  /** Who fulfils it: a store, or a fulfilment centre (the banner's own delivery). */
  fulfillment: z.array(z.object({ kind: z.enum(['store', 'fulfillmentCentre']), locationId: z.string() })),
});
export type ModalityOption = z.infer<typeof modalityOption>;

/** The options, keyed by modality type (only the banner's modalities), and the stores behind them. */
export const modalityOptionsResponse = z.object({
  data: z.object({
    DELIVERY: z.array(modalityOption).optional(),
    IN_STORE: z.array(modalityOption).optional(),
    PICKUP: z.array(modalityOption).optional(),
    SHIP: z.array(modalityOption).optional(),
    storeDetails: z.array(storeDetail),
    /** Where delivery is shopped when the banner delivers through another site. */
    externalOnlineDeliveryUrl: z.string().optional(),
    featureToggles: z.object({ closeToStore: z.boolean() }),
  }),
});
export type ModalityOptionsResponse = z.infer<typeof modalityOptionsResponse>;

export const addressEligibilityRequest = z.object({ address: serviceAddress, modalityType });
export type AddressEligibilityRequest = z.infer<typeof addressEligibilityRequest>;

/** The address as the service would keep it, and whether it is valid, corrected and eligible. */
export const addressEligibilityResponse = z.object({
  data: z.object({
    address: serviceAddress,
    modalityType,
    validated: z.boolean(),
    corrected: z.boolean(),
    isEligible: z.boolean(),
  }),
});
export type AddressEligibilityResponse = z.infer<typeof addressEligibilityResponse>;

/**
 * Who delivers (§3 "Delivery service values"). The spec does not say which is which of its three
 * kinds of delivery (PROD-03); ours: `ocado` is the banner's own, from its fulfilment centre in its
 * refrigerated trucks; `instacartdelivery` is delivery through a provider; `homedelivery` is the
 * plain delivery from a store.
 */
export const deliveryService = z.enum(['ocado', 'homedelivery', 'instacartdelivery']);
export type DeliveryService = z.infer<typeof deliveryService>;

/** The banner's own delivery: what 'Show {banner} Delivery' switches the active modality to (§4). */
export const bannerDeliveryService: DeliveryService = 'ocado';

/**
 * The way the shopper is shopping now (§3 "Modality (active)"): kept by the host (the cart's
 * service in production), set by the selector, read by scheduling and checkout.
 */
export const activeModality = z.object({
  id: z.string(),
  modalityType,
  destination: z.object({
    /** The store picked up from, shopped in or delivering. */
    locationId: z.string().optional(),
    /** Where a delivery or shipment goes; the store's address for pickup and in store. */
    address: serviceAddress.optional(),
  }),
  /** Delivery only: the banner's own delivery once 'Show {banner} Delivery' is on; any delivery when absent. */
  deliveryService: deliveryService.optional(),
  createdDate: z.string(),
  /** Where the choice came from: 'Options' for a store picked from the modality options. */
  source: z.string(),
});
export type ActiveModality = z.infer<typeof activeModality>;
