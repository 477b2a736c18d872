import { PreferredStore, ProfileDetails } from '@aisle/account';
import { Stack } from '@aisle/ui';
import { AccountPage } from '../AccountPage';

/** Profile (/account/update): the shopper's details, then their preferred store (account spec §7), each its own section. */
export function ProfilePage() {
  return (
    <AccountPage>
      <Stack space={{ mobile: '6', tablet: '8' }}>
        <ProfileDetails />
        <PreferredStore />
      </Stack>
    </AccountPage>
  );
}
