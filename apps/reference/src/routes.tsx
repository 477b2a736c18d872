import { accountRoutes } from '@aisle/account';
import type { BannerId } from '@aisle/tokens';
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from './account/PlaceholderPage';
import { RequireSession } from './account/RequireSession';
import { AccountDashboardPage } from './account/pages/AccountDashboardPage';
import { AddressBookPage } from './account/pages/AddressBookPage';
import { AddressEditorPage } from './account/pages/AddressEditorPage';
import { CommunityRewardsPage } from './account/pages/CommunityRewardsPage';
import { MembershipPage } from './account/pages/MembershipPage';
import { PreferencesPage } from './account/pages/PreferencesPage';
import { ProfilePage } from './account/pages/ProfilePage';
import { CartPage } from './pages/cart/CartPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SignInPage } from './pages/SignInPage';
import { AppShell } from './shell/AppShell';

const signedIn = (element: React.ReactNode) => <RequireSession>{element}</RequireSession>;

/** Every route of the account spec's table (§2), plus home, sign-in and the cart. */
export function routes(banner: BannerId): RouteObject[] {
  return [
    {
      element: <AppShell banner={banner} />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '/signin', element: <SignInPage /> },
        { path: accountRoutes.cart, element: <CartPage /> },
        { path: '/account', element: signedIn(<AccountDashboardPage />) },
        { path: accountRoutes.dashboard, element: signedIn(<AccountDashboardPage />) },
        { path: accountRoutes.profile, element: signedIn(<ProfilePage />) },
        { path: accountRoutes.addresses, element: signedIn(<AddressBookPage />) },
        { path: accountRoutes.addAddress, element: signedIn(<AddressEditorPage />) },
        { path: `${accountRoutes.addAddress}/:addressId`, element: signedIn(<AddressEditorPage />) },
        // Anonymous visitors reach this one through an e-mail token; the page decides.
        { path: accountRoutes.preferences, element: <PreferencesPage /> },
        { path: accountRoutes.communityRewards, element: signedIn(<CommunityRewardsPage />) },
        { path: accountRoutes.pointsSummary, element: signedIn(<PlaceholderPage title="navPointsSummary" />) },
        { path: accountRoutes.purchaseHistory, element: signedIn(<PlaceholderPage title="navPurchaseHistory" />) },
        { path: accountRoutes.wallet, element: signedIn(<PlaceholderPage title="navWallet" />) },
        { path: `${accountRoutes.wallet}/hosted`, element: signedIn(<PlaceholderPage title="navWallet" />) },
        { path: accountRoutes.membership, element: signedIn(<MembershipPage />) },
        { path: accountRoutes.prescriptions, element: signedIn(<PlaceholderPage title="navPrescriptions" />) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
