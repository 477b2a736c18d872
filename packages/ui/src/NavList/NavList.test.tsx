import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../LinkComponent';
import { NavList } from './NavList';

const items = [
  { label: 'Profile', href: '/profile' },
  { label: 'Addresses', href: '/addresses', current: true },
  { label: 'Preferences', href: '/preferences' },
];

afterEach(() => vi.restoreAllMocks());

describe('given a NavList with a current item', () => {
  it('is a navigation landmark named by its label, holding a list of links', () => {
    render(<NavList aria-label="Settings" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(nav.querySelector('ul')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('marks only the current item with aria-current="page"', () => {
    render(<NavList aria-label="Settings" items={items} />);
    const current = screen.getAllByRole('link').map((link) => link.getAttribute('aria-current'));
    expect(current).toEqual([null, 'page', null]);
  });

  it('after Tab, visits the links in order', async () => {
    render(<NavList aria-label="Settings" items={items} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Profile' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Addresses' }));
  });

  it('can be named by a visible heading instead', () => {
    render(
      <>
        <h2 id="settings-heading">Your settings</h2>
        <NavList aria-labelledby="settings-heading" items={items} />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Your settings' })).toBeTruthy();
  });
});

describe('given a router link component', () => {
  it('renders each link through it and passes aria-current along', () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a href={`#${href}`} data-router="" {...rest}>
        {children}
      </a>
    );
    render(<NavList aria-label="Settings" items={items} linkComponent={RouterLink} />);
    const addresses = screen.getByRole('link', { name: 'Addresses' });
    expect(addresses.getAttribute('href')).toBe('#/addresses');
    expect(addresses.hasAttribute('data-router')).toBe(true);
    expect(addresses.getAttribute('aria-current')).toBe('page');
  });
});

describe('given two current items', () => {
  it('warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<NavList aria-label="Settings" items={items.map((item) => ({ ...item, current: true }))} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('more than one item is current'));
  });
});
