import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../LinkComponent';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Home', href: '/' }, { label: 'My Account', href: '/account' }, { label: 'Address Book' }],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    const current = canvas.getByText('Address Book');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveFocus();
    // The current page is not a link, so the next Tab leaves the breadcrumbs.
    await userEvent.tab();
    await expect(nav.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveFocus();
    await expect(within(nav).queryByText('›')).toBeNull();
  },
};

const navigate = fn();

/** What a router adapter looks like: it takes `href` and navigates without a page load. */
function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} data-router-link="" onClick={go} {...rest}>
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const account = canvas.getByRole('link', { name: 'My Account' });
    await expect(account).toHaveFocus();
    await expect(account).toHaveAttribute('data-router-link');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/account');
  },
};

/** A deep trail wraps onto a second line on a phone instead of running off the screen. */
export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'My Account', href: '/account' },
      { label: 'Preferences', href: '/account/preferences' },
      { label: 'Email and text message subscriptions', href: '/account/preferences/subscriptions' },
      { label: 'Weekly newsletter' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    for (const name of ['Home', 'My Account', 'Preferences', 'Email and text message subscriptions']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
    await expect(canvas.getByText('Weekly newsletter')).toHaveAttribute('aria-current', 'page');
  },
};
