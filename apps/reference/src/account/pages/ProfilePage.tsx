import { ProfileDetails } from '@aisle/account';
import { AccountPage } from '../AccountPage';

export function ProfilePage() {
  return (
    <AccountPage>
      <ProfileDetails />
    </AccountPage>
  );
}
