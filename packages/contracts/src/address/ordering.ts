import { readDate } from '../dates/calendarDate';
import { isMailingAddress, type Address } from './address';

/** The two orders the specs give: the account address book's and the scheduling address book's. */
export type AddressOrder = 'address-book' | 'recently-modified';

/** Milliseconds of the last change; -Infinity when unknown, so such addresses sort last. */
// readDate, not Date.parse: an ISO time without an offset must not be read in the machine's zone.
const modifiedAt = (address: Address) => readDate(address.lastModified, 'UTC')?.instant.getTime() ?? -Infinity;

// Subtraction would give NaN for two unknown (-Infinity) dates.
const compareTimes = (a: number, b: number) => (a === b ? 0 : a > b ? 1 : -1);

/** Account spec §4: the home (mailing) address first, then the others in reversed order. Returns a new array. */
export function orderAddressBook<T extends Address>(list: readonly T[]): T[] {
  return [...list.filter(isMailingAddress), ...list.filter((address) => !isMailingAddress(address)).reverse()];
}

/**
 * Scheduling spec §6: the mailing address first, then by most recently modified. Addresses without
 * a readable date come last; ties keep their order. Returns a new array.
 */
export function orderByRecentlyModified<T extends Address>(list: readonly T[]): T[] {
  return list
    .map((address, index) => ({ address, index, mailing: isMailingAddress(address), time: modifiedAt(address) }))
    .sort((a, b) => Number(b.mailing) - Number(a.mailing) || compareTimes(b.time, a.time) || a.index - b.index)
    .map(({ address }) => address);
}

/** Sorts an address list in one of the specs' orders, never touching the input. */
export function sortAddresses<T extends Address>(list: readonly T[], order: AddressOrder): T[] {
  return order === 'address-book' ? orderAddressBook(list) : orderByRecentlyModified(list);
}
