// @vitest-environment node
import type { BannerId } from '@aisle/contracts';
import { StorefrontProvider } from '@aisle/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountBreadcrumbs } from './AccountBreadcrumbs';
import { AccountLayout } from './AccountLayout';
import { AccountNavigation } from './AccountNavigation';

const render = (node: ReactNode, banner: BannerId = 'kroger') =>
  renderToString(
    <StorefrontProvider banner={banner} services="https://api.test">
      {node}
    </StorefrontProvider>,
  );

describe('given a server without a DOM', () => {
  it('renders AccountNavigation with its current entry without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = render(<AccountNavigation currentHref="/account/update" membershipActive />);
    expect(html).toContain('aria-label="My Account"');
    expect(html).toMatch(/<a[^>]*href="\/account\/update"[^>]*aria-current="page"/);
    expect(html).toContain('Boost');
  });

  it('renders AccountBreadcrumbs ending at the current section', () => {
    const html = render(<AccountBreadcrumbs currentHref="/account/address/abc" membershipActive={false} />);
    expect(html).toContain('aria-label="Breadcrumbs"');
    expect(html).toContain('href="/account/dashboard"');
    expect(html).toMatch(/aria-current="page"[^>]*>Address Book</);
  });

  it('renders AccountLayout with the heading and the staging education link', () => {
    const html = render(
      <AccountLayout
        currentHref="/mywallet"
        heading="Wallet"
        membershipActive={false}
        host="stage.harristeeter.com"
        environment="staging"
      >
        <p>Cards</p>
      </AccountLayout>,
      'harristeeter',
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Cards');
    expect(html).toContain('href="https://stage.harristeeter.com/together-in-education"');
  });

  it('renders the host’s routes and calls without touching window', () => {
    const html = renderToString(
      <StorefrontProvider
        banner="kroger"
        services="https://api.test"
        routes={{ storefront: { home: '/shop' }, account: { dashboard: '/my/', addresses: '/my/addresses' } }}
        calls={{ account: { getProfile: () => new Promise(() => undefined) } }}
      >
        <AccountBreadcrumbs currentHref="/my/addresses" membershipActive={false} />
      </StorefrontProvider>,
    );
    expect(html).toContain('href="/shop"');
    expect(html).toContain('href="/my/"');
    expect(html).toMatch(/aria-current="page"[^>]*>Address Book</);
  });
});
