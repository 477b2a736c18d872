import type { AddressBookVersion } from '@aisle/account';

const storageKey = 'aisle.addressBook';

/**
 * The toggle between the legacy address book and the newer one (spec §2, "behind a toggle"):
 * legacy unless `?addressBook=v2`, remembered for the tab so a demo keeps it while clicking around.
 */
export function addressBookVersion(search: string): AddressBookVersion {
  const requested = new URLSearchParams(search).get('addressBook');
  // The server has no sessionStorage: it renders the list the query names, else the legacy one (a
  // tab that remembers v2 then renders v2 over it as it hydrates).
  if (typeof window === 'undefined') return requested === 'v2' ? 'v2' : 'legacy';
  if (requested === 'v2' || requested === 'legacy') window.sessionStorage.setItem(storageKey, requested);
  return window.sessionStorage.getItem(storageKey) === 'v2' ? 'v2' : 'legacy';
}
