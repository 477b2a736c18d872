import { accountRoutes, AddressEditor } from '@aisle/account';
import { Redirect, useParams, useSearch } from 'wouter';
import { AccountPage } from '../AccountPage';
import { addressBookVersion } from '../addressBookVersion';

/**
 * /account/address and /account/address/{addressId}: the legacy add/edit page. The newer address
 * book edits in a modal on its list, so with the toggle on these routes lead there.
 */
export function AddressEditorPage() {
  const { addressId } = useParams<{ addressId?: string }>();
  if (addressBookVersion(useSearch()) === 'v2') return <Redirect to={accountRoutes.addresses} replace />;
  return (
    <AccountPage heading={null}>
      <AddressEditor key={addressId ?? 'new'} addressId={addressId} />
    </AccountPage>
  );
}
