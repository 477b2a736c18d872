import { render, screen, within } from '@testing-library/react';
import type { LinkComponentProps } from '@aisle/ui';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletTestProvider, type WalletTestProviderProps } from '../testing/WalletTestProvider';
import { WalletLegalFooter, type WalletLegalFooterProps } from './WalletLegalFooter';

function renderFooter(props: WalletLegalFooterProps = {}, provider: Partial<WalletTestProviderProps> = {}) {
  render(
    <WalletTestProvider {...provider}>
      <WalletLegalFooter {...props} />
    </WalletTestProvider>,
  );
  return { user: userEvent.setup(), footer: screen.getByRole('contentinfo') };
}

describe('given the wallet legal footer', () => {
  it('links to the accessibility statement and the privacy policy', () => {
    const { footer } = renderFooter();
    expect(within(footer).getByRole('link', { name: 'Accessibility Statement' }).getAttribute('href')).toBe(
      '/i/terms/accessibility',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/i/privacy-policy');
  });

  it('shows the copyright with the year of the provider’s clock', () => {
    const { footer } = renderFooter({}, { now: () => new Date('2031-06-01T12:00:00Z') });
    expect(within(footer).getByText('© 2031 The Aisle Grocery Company')).toBeTruthy();
  });

  it('gives screen-reader users the customer-service number of the banner', () => {
    renderFooter();
    expect(screen.getByText('Using a screen reader? Call 1-800-555-0100 for help.')).toBeTruthy();
  });

  it('on harristeeter, changes the names and the number (§6)', () => {
    const { footer } = renderFooter({}, { banner: 'harristeeter', now: () => new Date('2031-06-01T12:00:00Z') });
    expect(within(footer).getByText('© 2031 Harris Teeter')).toBeTruthy();
    expect(within(footer).getByText('Using a screen reader? Call 1-800-555-0110 for help.')).toBeTruthy();
  });

  it('on kroger, keeps the company’s name and number', () => {
    const { footer } = renderFooter({}, { banner: 'kroger', now: () => new Date('2031-06-01T12:00:00Z') });
    expect(within(footer).getByText('© 2031 The Aisle Grocery Company')).toBeTruthy();
    expect(within(footer).getByText('Using a screen reader? Call 1-800-555-0100 for help.')).toBeTruthy();
  });

  it('offers Cookie Preferences only when the host can open them', async () => {
    const onCookiePreferences = vi.fn();
    const { user, footer } = renderFooter({ onCookiePreferences });
    await user.click(within(footer).getByRole('button', { name: 'Cookie Preferences' }));
    expect(onCookiePreferences).toHaveBeenCalledTimes(1);
  });

  it('hides Cookie Preferences without a handler', () => {
    const { footer } = renderFooter();
    expect(within(footer).queryByRole('button')).toBeNull();
  });

  it('renders its links with the app’s router link', () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a href={href} data-router-link="" {...rest}>
        {children}
      </a>
    );
    const { footer } = renderFooter({}, { navigation: { navigate: vi.fn(), Link: RouterLink } });
    for (const link of within(footer).getAllByRole('link')) expect(link.hasAttribute('data-router-link')).toBe(true);
  });
});
