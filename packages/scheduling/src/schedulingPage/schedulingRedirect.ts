// Where the scheduling page sends a shopper it cannot serve (scheduling spec §4 "Scheduling
// redirects…"). Pure, so the host's server can decide the same before rendering.
import type { ActiveModality } from '@aisle/contracts/scheduling';
import type { ScheduledModality } from './schedulingErrors';

/** Sign in first; the cart (the modified order's in modify mode, checklist ambiguity 6); or stay. */
export type SchedulingRedirect = 'signIn' | 'cart' | 'modifyCart' | null;

export interface SchedulingRedirectInput {
  fulfillmentType: ScheduledModality;
  activeModality: ActiveModality | null | undefined;
  signedIn: boolean;
  modify: boolean;
  /** The basket has loaded. */
  loaded: boolean;
}

/**
 * Pickup and delivery are quoted for a store, so both need its locationId; a delivery also needs
 * the address it goes to. A pickup's address is the store's and is not needed to schedule.
 */
export function hasValidDestination(modality: ActiveModality): boolean {
  const { locationId, address } = modality.destination;
  if (!locationId) return false;
  if (modality.modalityType !== 'DELIVERY') return true;
  return Boolean(address && address.addressLines.some((line) => line.trim().length > 0) && address.postalCode);
}

/**
 * Signing in comes first: nothing of the shopper's can be trusted before it. A wrong or incomplete
 * way of shopping goes back to the cart to be fixed there; a modified order, once its basket is
 * known, is never rescheduled here (§4).
 */
export function schedulingRedirect({
  fulfillmentType,
  activeModality,
  signedIn,
  modify,
  loaded,
}: SchedulingRedirectInput): SchedulingRedirect {
  if (!signedIn) return 'signIn';
  const cart = modify ? 'modifyCart' : 'cart';
  if (!activeModality || activeModality.modalityType !== fulfillmentType) return cart;
  if (!hasValidDestination(activeModality)) return cart;
  if (modify && loaded) return 'modifyCart';
  return null;
}

/** The modified order's cart beside the cart (§2 "/cart/modify"); there is no route of its own for it. */
export const modifyCartPath = (cart: string) => `${cart.replace(/\/+$/, '')}/modify`;
