import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressBook } from '../addressBook/AddressBook';
import { AgeVerificationModal } from '../ageVerification/AgeVerificationModal';
import type { AccountRoutes } from '../routes';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { AccountLayout } from './AccountLayout';

const myRoutes: AccountRoutes = {
  dashboard: '/my/',
  profile: '/my/profile',
  addresses: '/my/addresses',
  addAddress: '/my/addresses/new',
  editAddress: (addressId) => `/my/addresses/${encodeURIComponent(addressId)}/edit`,
  preferences: '/my/preferences',
  communityRewards: '/my/community-rewards',
  pointsSummary: '/my/points',
  purchaseHistory: '/my/purchases',
  wallet: '/my/wallet',
  hostedWallet: '/my/wallet/hosted',
  membership: '/my/membership',
  prescriptions: '/my/prescriptions',
};

const routes = { account: myRoutes, storefront: { home: '/shop', cart: '/shop/basket' } };

describe('given the account area mounted under /my/', () => {
  it('links every navigation entry and breadcrumb to the host’s routes', () => {
    render(
      <AccountTestProvider routes={routes}>
        <AccountLayout currentHref="/my/addresses/addr-2/edit" membershipActive />
      </AccountTestProvider>,
    );
    const navigation = within(screen.getByRole('navigation', { name: 'My Account' }));
    const hrefs = navigation.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/my/',
      '/my/profile',
      '/my/addresses',
      '/my/preferences',
      '/my/purchases',
      '/my/wallet',
      '/my/points',
      '/my/membership',
      '/my/community-rewards',
      '/my/prescriptions',
    ]);
    expect(navigation.getByRole('link', { current: 'page' }).textContent).toBe('Address Book');
    const breadcrumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(breadcrumbs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/shop', '/my/']);
  });

  it('after "Add new address" or Edit, navigates to the host’s form routes', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <AccountTestProvider routes={routes} navigation={{ navigate }}>
        <AddressBook />
      </AccountTestProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add new address' }));
    expect(navigate.mock.lastCall?.[0]).toBe('/my/addresses/new');
    const list = await screen.findByRole('list', { name: 'Address Book' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const elm = within(list)
      .getAllByRole('listitem')
      .find((card) => card.textContent?.includes('500 Elm St')) as HTMLElement;
    await user.click(within(elm).getByRole('button', { name: 'Edit' }));
    expect(navigate.mock.lastCall?.[0]).toBe('/my/addresses/addr-2/edit');
  });

  it("sends 'Back to Cart' to the storefront’s cart", () => {
    render(
      <AccountTestProvider routes={routes}>
        <AgeVerificationModal
          open
          onOpenChange={() => undefined}
          items={[]}
          minimumAge={21}
          termsContent={null}
          onContinue={() => Promise.resolve()}
        />
      </AccountTestProvider>,
    );
    expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/shop/basket');
  });
});
