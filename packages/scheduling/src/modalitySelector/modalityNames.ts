import type { Modality } from '@aisle/contracts';
import type { SchedulingMessages } from '../messages';

/** Each way of shopping's name and what it means, as message keys. */
export const modalityNames: Record<Modality, keyof SchedulingMessages> = {
  PICKUP: 'modalityPickup',
  DELIVERY: 'modalityDelivery',
  IN_STORE: 'modalityInStore',
  SHIP: 'modalityShip',
};

export const modalityDescriptions: Record<Modality, keyof SchedulingMessages> = {
  PICKUP: 'modalityPickupDescription',
  DELIVERY: 'modalityDeliveryDescription',
  IN_STORE: 'modalityInStoreDescription',
  SHIP: 'modalityShipDescription',
};
