import { fromServiceAddress, isSameAddress, type Address } from '@aisle/contracts';
import type { ActiveModality } from '@aisle/contracts/scheduling';
import type { AddressModality } from '../modalitySelector/selectorScreens';

/** The address book v2's two sections. */
export interface AddressSections {
  /**
   * 'Current Address': where the shopper has this way of shopping now. The saved address when it is
   * one (§5's address equality), else the active modality's own; none without one, and none while
   * the book is empty (the no-address-selected view is forced then).
   */
  current: Address | undefined;
  /** Whether `current` is one of the shopper's saved addresses: only a saved one can be edited. */
  currentSaved: boolean;
  /** 'Other Addresses': the rest of the book, in its order (mailing first, §6). */
  others: Address[];
}

/**
 * Splits the saved addresses into 'Current Address' and 'Other Addresses' (§2 "Address book v2").
 * The current one is the active modality's address when the shopper shops this way now; shopping
 * another way (pickup from a store) there is none.
 */
export function addressSections(
  addresses: readonly Address[],
  activeModality: ActiveModality | null | undefined,
  modality: AddressModality,
): AddressSections {
  const activeAddress =
    activeModality?.modalityType === modality && activeModality.destination.address
      ? fromServiceAddress(activeModality.destination.address)
      : undefined;
  // With no saved address the no-address-selected view is forced, whatever the shopper shops now.
  if (!activeAddress || addresses.length === 0)
    return { current: undefined, currentSaved: false, others: [...addresses] };
  const saved = addresses.find((address) => isSameAddress(address, activeAddress));
  return {
    current: saved ?? activeAddress,
    currentSaved: saved !== undefined,
    others: addresses.filter((address) => address !== saved),
  };
}

/** Deletion is offered only for an existing, saved address that is not the mailing one (§4 "On save"). */
export function isDeletable(address: Address | undefined): address is Address & { id: string } {
  return address !== undefined && Boolean(address.id) && address.type !== 'home';
}
