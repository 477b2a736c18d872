import type { BannerId } from '@aisle/contracts';
import { accountRoutes } from '@aisle/account';
import { storefrontRoutes } from '@aisle/core';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AppShell } from './shell/AppShell';
import type { PlaceholderPageProps } from './account/PlaceholderPage';

/**
 * A page loaded when first visited, so the home page does not carry the account area's forms.
 * `signedIn` pages send a visitor without a session to sign in first.
 */
function page(load: () => Promise<ComponentType>, { signedIn = true } = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Page, { RequireSession }] = await Promise.all([load(), import('./account/RequireSession')]);
      const Component = signedIn
        ? () => (
            <RequireSession>
              <Page />
            </RequireSession>
          )
        : Page;
      return { Component };
    },
  };
}

const placeholder = (props: PlaceholderPageProps) =>
  page(async () => {
    const { PlaceholderPage } = await import('./account/PlaceholderPage');
    return () => <PlaceholderPage {...props} />;
  });

/** Every route of the account spec's table (§2), plus home, sign-in and the cart. */
export function routes(banner: BannerId): RouteObject[] {
  return [
    {
      element: <AppShell banner={banner} />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '/signin', ...page(async () => (await import('./pages/SignInPage')).SignInPage, { signedIn: false }) },
        {
          path: storefrontRoutes.cart,
          ...page(async () => (await import('./pages/cart/CartPage')).CartPage, { signedIn: false }),
        },
        {
          path: '/account',
          ...page(async () => (await import('./account/pages/AccountDashboardPage')).AccountDashboardPage),
        },
        {
          path: accountRoutes.dashboard,
          ...page(async () => (await import('./account/pages/AccountDashboardPage')).AccountDashboardPage),
        },
        { path: accountRoutes.profile, ...page(async () => (await import('./account/pages/ProfilePage')).ProfilePage) },
        {
          path: accountRoutes.addresses,
          ...page(async () => (await import('./account/pages/AddressBookPage')).AddressBookPage),
        },
        {
          path: accountRoutes.addAddress,
          ...page(async () => (await import('./account/pages/AddressEditorPage')).AddressEditorPage),
        },
        {
          path: `${accountRoutes.addAddress}/:addressId`,
          ...page(async () => (await import('./account/pages/AddressEditorPage')).AddressEditorPage),
        },
        // Anonymous visitors reach this one through an e-mail token; the page decides.
        {
          path: accountRoutes.preferences,
          ...page(async () => (await import('./account/pages/PreferencesPage')).PreferencesPage, { signedIn: false }),
        },
        {
          path: accountRoutes.communityRewards,
          ...page(async () => (await import('./account/pages/CommunityRewardsPage')).CommunityRewardsPage),
        },
        { path: accountRoutes.pointsSummary, ...placeholder({ title: 'navPointsSummary' }) },
        { path: accountRoutes.purchaseHistory, ...placeholder({ title: 'navPurchaseHistory' }) },
        { path: accountRoutes.wallet, ...page(async () => (await import('./wallet/WalletRoutePage')).WalletRoutePage) },
        { path: accountRoutes.hostedWallet, ...placeholder({ title: 'navWallet' }) },
        {
          path: accountRoutes.membership,
          ...page(async () => (await import('./account/pages/MembershipPage')).MembershipPage),
        },
        { path: accountRoutes.prescriptions, ...placeholder({ title: 'navPrescriptions' }) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
