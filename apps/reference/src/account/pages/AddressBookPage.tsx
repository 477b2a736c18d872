import { AddressBook, AddressBookV2 } from '@aisle/account';
import { useSearch } from 'wouter';
import { AccountPage } from '../AccountPage';
import { addressBookVersion } from '../addressBookVersion';

/** /account/addresses: the legacy list, or the newer one when the toggle is on. The screen brings the h1. */
export function AddressBookPage() {
  const search = useSearch();
  return (
    <AccountPage heading={null}>
      {addressBookVersion(search) === 'v2' ? <AddressBookV2 /> : <AddressBook />}
    </AccountPage>
  );
}
