import type { Modality } from '@aisle/contracts';
import type { selectorMessages } from './selectorMessages';

/** Each way of shopping's name and what it means, as message keys. */
export const modalityNames: Record<Modality, keyof typeof selectorMessages> = {
  PICKUP: 'modalityPickup',
  DELIVERY: 'modalityDelivery',
  IN_STORE: 'modalityInStore',
  SHIP: 'modalityShip',
};

export const modalityDescriptions: Record<Modality, keyof typeof selectorMessages> = {
  PICKUP: 'modalityPickupDescription',
  DELIVERY: 'modalityDeliveryDescription',
  IN_STORE: 'modalityInStoreDescription',
  SHIP: 'modalityShipDescription',
};
