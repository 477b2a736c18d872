import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkComponentProvider, type LinkComponentProps } from '../LinkComponent';
import { MessagesProvider } from '../messages';
import { Link } from './Link';

describe('given an external Link', () => {
  it('opens safely in a new tab and says so in the words of the provider', () => {
    render(
      <MessagesProvider messages={{ opensInNewTab: '(nouvel onglet)' }}>
        <Link href="https://example.com" external>
          Aide
        </Link>
      </MessagesProvider>,
    );
    const link = screen.getByRole('link', { name: 'Aide (nouvel onglet)' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('given an app router link set once', () => {
  it('renders internal links through it, and external ones as plain anchors', () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
      <a href={href} data-router="" {...props}>
        {children}
      </a>
    );
    render(
      <LinkComponentProvider component={RouterLink}>
        <Link href="/cart">Cart</Link>
        <Link href="https://example.com" external>
          Elsewhere
        </Link>
      </LinkComponentProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cart' }).hasAttribute('data-router')).toBe(true);
    expect(screen.getByRole('link', { name: /Elsewhere/ }).hasAttribute('data-router')).toBe(false);
  });

  it('lets one link override it', () => {
    const Other = ({ href, children, ...props }: LinkComponentProps) => (
      <a href={`/other${href}`} {...props}>
        {children}
      </a>
    );
    render(
      <Link href="/cart" linkComponent={Other}>
        Cart
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/other/cart');
  });
});
