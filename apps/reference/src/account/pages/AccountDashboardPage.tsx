import { AccountDashboard } from '@aisle/account';
import { AccountPage } from '../AccountPage';
import { useAccountSettings } from '../accountSettings';

export function AccountDashboardPage() {
  return (
    <AccountPage>
      <AccountDashboard {...useAccountSettings()} />
    </AccountPage>
  );
}
