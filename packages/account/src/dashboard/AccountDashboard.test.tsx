import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountTestProvider } from '../testing';
import { AccountDashboard } from './AccountDashboard';

describe('AccountDashboard', () => {
  it('given a signed-in shopper, greets them by first name once the profile loads', async () => {
    render(
      <AccountTestProvider>
        <AccountDashboard membershipActive={false} />
      </AccountTestProvider>,
    );
    // While the name loads, the greeting's line is held by a placeholder, not the longer intro.
    expect(screen.queryByText('Manage your details, addresses and preferences.')).toBeNull();
    expect(await screen.findByText('Welcome back, Jordan.')).toBeTruthy();
  });

  it('given a profile that cannot be loaded, introduces the page instead of greeting', async () => {
    render(
      <AccountTestProvider handlerOptions={{ failures: { profile: { status: 500 } } }}>
        <AccountDashboard membershipActive={false} />
      </AccountTestProvider>,
    );
    expect(await screen.findByText('Manage your details, addresses and preferences.')).toBeTruthy();
  });

  it('given food4less, offers Inspiring Donations and hides Prescriptions, as the navigation does', () => {
    render(
      <AccountTestProvider banner="food4less">
        <AccountDashboard membershipActive={false} />
      </AccountTestProvider>,
    );
    const links = within(screen.getByRole('list', { name: 'Account sections' })).getAllByRole('link');
    const labels = links.map((link) => link.textContent?.replace(/[›↗]$/, ''));
    expect(labels).toContain('Inspiring Donations');
    expect(labels).not.toContain('My Prescriptions');
    expect(labels).not.toContain('My Account');
  });

  it('after a tile is activated, navigates through the storefront router', async () => {
    const navigate = vi.fn();
    const Link = ({ href, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    );
    render(
      <AccountTestProvider navigation={{ navigate, Link }}>
        <AccountDashboard membershipActive={false} />
      </AccountTestProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: /Address Book/ }));
    expect(navigate).toHaveBeenCalledWith('/account/addresses');
  });
});
