import { AccountDashboard } from '@aisle/account';
import { AccountPage } from '../AccountPage';
import { accountSettings } from '../accountSettings';

export function AccountDashboardPage() {
  return (
    <AccountPage>
      <AccountDashboard {...accountSettings} />
    </AccountPage>
  );
}
