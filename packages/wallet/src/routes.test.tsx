import { ServiceError } from '@aisle/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletLegalFooter } from './legalFooter/WalletLegalFooter';
import { WalletTestProvider } from './testing/WalletTestProvider';
import { WalletPage } from './walletPage/WalletPage';

describe('given the host’s routes', () => {
  it('links the legal footer to them', () => {
    render(
      <WalletTestProvider routes={{ wallet: { accessibility: '/help/accessibility', privacyPolicy: '/help/privacy' } }}>
        <WalletLegalFooter />
      </WalletTestProvider>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Accessibility Statement' }).getAttribute('href')).toBe(
      '/help/accessibility',
    );
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/help/privacy');
  });

  it('after a failed load, Back to Cart navigates to the storefront’s cart', async () => {
    const navigate = vi.fn();
    render(
      <WalletTestProvider
        routes={{ storefront: { cart: '/shop/basket' } }}
        calls={{ wallet: { getWallet: () => Promise.reject(new ServiceError({ status: 503 })) } }}
        navigation={{ navigate }}
      >
        <WalletPage settings={{ secureFieldsOrigin: 'https://secure.test' }} />
      </WalletTestProvider>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Back to Cart' }));
    expect(navigate.mock.lastCall?.[0]).toBe('/shop/basket');
  });
});
