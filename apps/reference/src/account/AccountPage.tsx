import { AccountLayout, accountSection, useAccountNavigation, useAccountRoutes } from '@aisle/account';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAccountSettings } from './accountSettings';

export interface AccountPageProps {
  /** The page's h1; the navigation entry's label when not given; `null` when the screen brings its own. */
  heading?: ReactNode;
  children?: ReactNode;
}

/** An account page in the storefront: breadcrumbs, the left navigation and the heading around a screen of @aisle/account. */
export function AccountPage({ heading, children }: AccountPageProps) {
  const [pathname] = useLocation();
  const accountSettings = useAccountSettings();
  const entries = useAccountNavigation(accountSettings);
  const section = accountSection(entries, pathname, useAccountRoutes());
  return (
    <AccountLayout
      currentHref={pathname}
      heading={heading === undefined ? section?.label : heading}
      {...accountSettings}
    >
      {children}
    </AccountLayout>
  );
}
