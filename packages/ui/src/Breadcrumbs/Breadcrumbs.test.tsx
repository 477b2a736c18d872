import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import type { LinkComponentProps } from '../LinkComponent';
import { Breadcrumbs } from './Breadcrumbs';

const items = [{ label: 'Home', href: '/' }, { label: 'Settings', href: '/settings' }, { label: 'Profile' }];

afterEach(() => vi.restoreAllMocks());

describe('given default Breadcrumbs', () => {
  it('is a navigation landmark named "Breadcrumbs" around an ordered list', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links every crumb but the last, which is the current page and not a link', () => {
    render(<Breadcrumbs items={items} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/settings']);
    const current = screen.getByText('Profile');
    expect(current.tagName).toBe('SPAN');
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('hides the separators from assistive tech', () => {
    render(<Breadcrumbs items={items} />);
    const separators = screen.getByRole('list').querySelectorAll('svg');
    expect(separators).toHaveLength(2);
    separators.forEach((separator) => expect(separator.getAttribute('aria-hidden')).toBe('true'));
  });
});

describe('given a router link component', () => {
  it('renders every link through it, with the href, class and children', () => {
    const RouterLink = vi.fn(({ href, children, ...rest }: LinkComponentProps) => (
      <a data-router="" href={`#${href}`} {...rest}>
        {children}
      </a>
    ));
    render(<Breadcrumbs items={items} linkComponent={RouterLink} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#/', '#/settings']);
    expect(links.every((link) => link.hasAttribute('data-router') && link.className !== '')).toBe(true);
    expect(links[0]?.textContent).toBe('Home');
  });
});

describe('given other words', () => {
  it('takes the landmark name from the provider, and from the prop over it', () => {
    const { unmount } = render(
      <MessagesProvider messages={{ breadcrumbs: 'Fil d’Ariane' }}>
        <Breadcrumbs items={items} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeTruthy();
    unmount();
    render(<Breadcrumbs items={items} aria-label="You are here" />);
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeTruthy();
  });
});

describe('given a crumb before the last without an href', () => {
  it('shows it as text and warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Orphan' }, { label: 'Here' }]} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Orphan').getAttribute('aria-current')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('crumb 2 of 3 has no href'));
  });
});
