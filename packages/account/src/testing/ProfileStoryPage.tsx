// The profile page for the stories of its sections: the test provider, the account layout headed
// 'Profile' and the toasts. Test-only; not exported from `./testing`.
import { ToastRegion } from '@aisle/ui';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { accountMessages } from '../messages';
import { AccountLayout } from '../navigation';
import { accountRoutes } from '../routes';
import { AccountTestProvider } from './AccountTestProvider';

export interface ProfileStoryPageProps {
  handlers: readonly RequestHandler[];
  children: ReactNode;
}

export function ProfileStoryPage({ handlers, children }: ProfileStoryPageProps) {
  return (
    <AccountTestProvider handlers={handlers}>
      <AccountLayout currentHref={accountRoutes.profile} heading={accountMessages.navProfile} membershipActive={false}>
        {children}
      </AccountLayout>
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>
  );
}
