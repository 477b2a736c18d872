import type { Modality } from '@aisle/contracts';
import type { ActiveModality, ModalityOption } from '@aisle/contracts/scheduling';

/** The selector's screens (§2 "Screens (screen actions)"); MODALITY_SELECTION_MENU starts. */
export type SelectorScreen =
  | 'MODALITY_SELECTION_MENU'
  | 'STORE_SELECTION_MENU'
  | 'ADDRESS_BOOK'
  | 'ADDRESS_BOOK_V2'
  | 'ADD_ADDRESS'
  | 'VIEW_TIMESLOTS'
  | 'SIGN_IN';

/** V1 lists the ways to shop; V2 puts them on tabs (§2 "Versions"). */
export type SelectorVersion = 'V1' | 'V2';

/**
 * The address book delivery and ship open: V1 is ADDRESS_BOOK, V2 is ADDRESS_BOOK_V2 (§2 "Address
 * book v2"). The spec does not say what picks one; the host does, V1 unless it asks.
 */
export type AddressBookVersion = 'V1' | 'V2';

/** Where the selector was opened: from cart or checkout it skips the tabs (§2). */
export type SelectorOrigin = 'storefront' | 'cart' | 'checkout';

/** The ways to shop on the V2 tabs, in the spec's order. */
export const tabModalities = ['PICKUP', 'DELIVERY', 'IN_STORE'] as const satisfies readonly Modality[];

/** The V1 list: the tabs' order, then ship. */
export const listModalities = [...tabModalities, 'SHIP'] as const satisfies readonly Modality[];

/** The ways to shop chosen by picking a store. */
export type StoreModality = Extract<Modality, 'PICKUP' | 'IN_STORE'>;
export const isStoreModality = (modality: Modality): modality is StoreModality =>
  modality === 'PICKUP' || modality === 'IN_STORE';

/** The ways to shop chosen by picking an address. */
export type AddressModality = Extract<Modality, 'DELIVERY' | 'SHIP'>;
export const isAddressModality = (modality: Modality): modality is AddressModality =>
  modality === 'DELIVERY' || modality === 'SHIP';

/** The screen a way of shopping opens: its stores, its address book, or sign-in first for a visitor. */
export function screenFor(
  modality: Modality,
  signedIn: boolean,
  addressBook: AddressBookVersion = 'V1',
): SelectorScreen {
  if (isStoreModality(modality)) return 'STORE_SELECTION_MENU';
  if (!signedIn) return 'SIGN_IN';
  return addressBook === 'V2' ? 'ADDRESS_BOOK_V2' : 'ADDRESS_BOOK';
}

/** §4 "Selecting a store: set the active modality with source 'Options'". */
export function activeModalityOf(option: ModalityOption, now: Date): ActiveModality {
  return {
    id: option.id,
    modalityType: option.modalityType,
    destination: {
      ...(option.destination.locationId && { locationId: option.destination.locationId }),
      ...(option.destination.address && { address: option.destination.address }),
    },
    createdDate: now.toISOString(),
    source: 'Options',
  };
}
